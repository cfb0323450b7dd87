// /me/billing/payment-accounts: saved cards (make default, delete), adding one, and billing addresses.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { AddCardForm } from '../../features/billing/AddCardForm';
import { BillingAddresses } from '../../features/billing/BillingAddresses';
import { BillingLayout } from '../../features/billing/BillingLayout';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';

export function PaymentAccountsPage() {
  const cards = useQuery('billing.cards', undefined);
  const { send } = useCommand();
  const [error, setError] = useState<string | null>(null);

  async function act(run: () => Promise<{ message: string }>) {
    setError(null);
    try {
      const r = await run();
      showAlert(r.message, 'success');
    } catch (e) {
      setError(errorText(e));
    }
  }

  return (
    <BillingLayout title="Payment accounts" offline={cards.offline}>
      <Stack gap="6">
        {cards.status === 'loading' && <Text role="status">Loading...</Text>}
        {cards.status === 'error' && <Text role="alert">{cards.error?.message}</Text>}
        {cards.data && cards.data.length === 0 && <Text>You have no card</Text>}
        {cards.data && cards.data.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Cards">
            {cards.data.map((c) => (
              <HStack as="li" key={c.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3">
                <Text>{c.brand} •••• {c.last4} — {c.name}{c.asDefault ? ' (default)' : ''}</Text>
                <HStack>
                  {!c.asDefault && <Button size="xs" variant="outline" onClick={() => void act(() => send('billing.cardDefault', { id: c.id }))}>Make default</Button>}
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => void askConfirm('Are you sure?').then(async (ok) => { if (ok) await act(() => send('billing.cardDelete', { id: c.id })); })}>Delete</Button>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
        {error && <Text role="alert" color="red.600">* ERROR: {error}</Text>}
        <AddCardForm />
        <BillingAddresses />
      </Stack>
    </BillingLayout>
  );
}
