// /me/billing/payment-accounts: saved cards (make default, delete), adding one, and billing addresses.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { AddCardForm } from '../../features/billing/AddCardForm';
import { BillingAddresses } from '../../features/billing/BillingAddresses';
import { BillingLayout } from '../../features/billing/BillingLayout';
import { errorText, useLoad } from '../../features/billing/useLoad';
import { useApi } from '../../features/session/useApi';

export function PaymentAccountsPage() {
  const api = useApi();
  const [cards, reload] = useLoad(() => api.call('billing.cards', undefined), [api]);
  const [error, setError] = useState<string | null>(null);

  async function act(run: () => Promise<{ message: string } | undefined>) {
    setError(null);
    try {
      const r = await run();
      if (r) showAlert(r.message, 'success');
      reload();
    } catch (e) {
      setError(errorText(e));
    }
  }

  return (
    <BillingLayout title="Payment accounts">
      <Stack gap="6">
        {cards.kind === 'loading' && <Text role="status">Loading...</Text>}
        {cards.kind === 'error' && <Text role="alert">{cards.message}</Text>}
        {cards.kind === 'ready' && cards.data.length === 0 && <Text>You have no card</Text>}
        {cards.kind === 'ready' && cards.data.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Cards">
            {cards.data.map((c) => (
              <HStack as="li" key={c.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3">
                <Text>{c.brand} •••• {c.last4} — {c.name}{c.asDefault ? ' (default)' : ''}</Text>
                <HStack>
                  {!c.asDefault && <Button size="xs" variant="outline" onClick={() => void act(() => api.call('billing.cardDefault', { id: c.id }))}>Make default</Button>}
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => void askConfirm('Are you sure?').then(async (ok) => { if (ok) await act(() => api.call('billing.cardDelete', { id: c.id })); })}>Delete</Button>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
        {error && <Text role="alert" color="red.600">* ERROR: {error}</Text>}
        <AddCardForm onAdded={() => reload()} />
        <BillingAddresses />
      </Stack>
    </BillingLayout>
  );
}
