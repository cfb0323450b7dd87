// A draft campaign started with its budget paid through the one payment flow (the payment machine: the server's
// quote of budget plus fee, wallet or card, one idempotency key per attempt). What is left when the campaign ends
// returns to the wallet, whichever way it was paid.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { Campaign } from '../../../domain/ads';
import { showAlert } from '../../components/alerts';
import { PaymentFlow } from '../../features/billing/PaymentFlow';
import { paymentActors } from '../../features/billing/paymentActors';
import { sendCommand } from '../../features/data/useCommand';
import { useEngineRef } from '../../features/data/useEngineRef';

type Started = { campaign: Campaign | null; message: string | null };

export function CampaignBudgetPayment({ c }: { c: Campaign }) {
  const engine = useEngineRef();
  const [open, setOpen] = useState(false);
  const actors = useMemo(() => paymentActors<Started>(engine, {
    quote: ({ couponCodes }) => sendCommand(engine.current, 'ads.campaigns.start', { id: c.id, paymentMethod: 'CARD', paymentInstrumentId: null, couponCodes, _dryRun: true }),
    pay: (i) => sendCommand(engine.current, 'ads.campaigns.start', {
      id: c.id, paymentMethod: i.paymentMethod, paymentInstrumentId: i.paymentInstrumentId, couponCodes: i.couponCodes, idempotencyKey: i.idempotencyKey,
    }, { idempotencyKey: i.idempotencyKey }),
  }, (r) => { if (r.message) showAlert(r.message, 'success'); }), [engine, c.id]);
  if (c.state !== 'DRAFT') return null;
  if (!open) return <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)}>Pay budget by card or wallet</Button>;
  return (
    <Stack gap="1" borderWidth="1px" rounded="md" p="3" aria-label="Pay the campaign budget" role="region">
      <Text>Pay the budget now and start the campaign. What is left when it ends returns to your wallet.</Text>
      <PaymentFlow name={`campaign-${c.id}`} actors={actors} options={[{ id: c.id, cents: c.budgetCents, label: 'Campaign budget', description: c.name }]} />
    </Stack>
  );
}
