// /me/billing/wallet: the balance as the server reports it, and a deposit by card (minimum $15, sent as cents).
// The balance changes only after the server confirms the deposit.
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { formatCents, MIN_DEPOSIT_CENTS, parseDollars } from '../../../domain/billing';
import { showAlert } from '../../components/alerts';
import { SavedCardPicker } from '../../components/saved-card-picker/SavedCardPicker';
import { BillingLayout } from '../../features/billing/BillingLayout';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';

export function WalletPage() {
  const session = useSession();
  if (!session.user) return <BillingLayout title="Wallet"><Text>Login to view your wallet</Text></BillingLayout>;
  return <Wallet />;
}

function Wallet() {
  const wallet = useQuery('billing.wallet', undefined);
  const cards = useQuery('billing.cards', undefined);
  const { send, pending: busy } = useCommand();
  const [amount, setAmount] = useState('');
  const [cardId, setCardId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // one key per amount typed: a double click or a retry of the same deposit charges once
  const key = useRef(crypto.randomUUID());
  const cardList = cards.data ?? [];
  const chosen = cardId ?? (cardList.find((c) => c.asDefault) ?? cardList[0])?.id ?? null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const cents = parseDollars(amount);
    if (cents === null || cents < MIN_DEPOSIT_CENTS) return setError('Minimum deposit is $15');
    if (!chosen) return setError('You need to add a card to make payment');
    try {
      const r = await send('billing.deposit', { cents, paymentInstrumentId: chosen, idempotencyKey: key.current }, { idempotencyKey: key.current });
      showAlert(r.message, 'success');
      key.current = crypto.randomUUID();
      setAmount('');
    } catch (err) {
      setError(errorText(err));
    }
  }

  return (
    <BillingLayout title="Wallet" offline={wallet.offline}>
      <Stack gap="4">
        <Text fontSize="lg" aria-live="polite">
          Balance: <strong data-testid="wallet-balance">{wallet.data ? formatCents(wallet.data.cents) : wallet.status === 'error' ? wallet.error?.message : 'Loading...'}</strong>
        </Text>
        <form noValidate onSubmit={(e: FormEvent) => void submit(e)} aria-label="Deposit">
      <Stack gap="3" maxW="420px">
          <Field.Root required>
            <Field.Label>Deposit amount (USD)</Field.Label>
            <Input type="number" min={15} step={0.01} value={amount} onChange={(e) => { setAmount(e.currentTarget.value); key.current = crypto.randomUUID(); }} />
          </Field.Root>
          <SavedCardPicker cards={cardList} value={chosen} onChange={setCardId} name="deposit-card" />
          {error && <Text role="alert" color="red.600">* ERROR: {error}</Text>}
          <Button type="submit" loading={busy} colorPalette="orange" alignSelf="flex-start">Deposit</Button>
        </Stack>
      </form>
      </Stack>
    </BillingLayout>
  );
}
