// /me/billing/wallet: the balance as the server reports it, and a deposit by card (minimum $15, sent as cents),
// driven by the wallet-deposit machine (one idempotency key per amount typed). The balance changes only after
// the server confirms the deposit.
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { chosenCardId, formatCents } from '../../../domain/billing';
import { walletDepositMachine, type DepositInput, type DepositOutput } from '../../../machines/billing/wallet-deposit.machine';
import { inspect } from '../../app/inspector';
import { showAlert } from '../../components/alerts';
import { SavedCardPicker } from '../../components/saved-card-picker/SavedCardPicker';
import { BillingLayout } from '../../features/billing/BillingLayout';
import { withCardErrors } from '../../features/billing/cardError';
import { sendCommand } from '../../features/data/useCommand';
import { useEngineRef } from '../../features/data/useEngineRef';
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
  const engine = useEngineRef();
  const [logic] = useState(() => walletDepositMachine.provide({
    actors: {
      deposit: fromPromise<DepositOutput, DepositInput>(({ input }) => withCardErrors(sendCommand(engine.current, 'billing.deposit', input, { idempotencyKey: input.idempotencyKey }))),
    },
    actions: { deposited: (_, p: { message: string }) => showAlert(p.message, 'success') },
  }));
  const [snap, send] = useMachine(logic, { input: { keySeed: crypto.randomUUID() }, inspect });
  const ctx = snap.context;
  const cardList = cards.data ?? [];
  useEffect(() => send({ type: 'cards.update', cards: cards.data ?? [] }), [cards.data, send]);

  function submit(e: FormEvent) {
    e.preventDefault();
    send({ type: snap.matches({ form: 'failed' }) ? 'retry' : 'deposit.confirm' });
  }

  return (
    <BillingLayout title="Wallet" offline={wallet.offline}>
      <Stack gap="4">
        <Text fontSize="lg" aria-live="polite">
          Balance: <strong data-testid="wallet-balance">{wallet.data ? formatCents(wallet.data.cents) : wallet.status === 'error' ? wallet.error?.message : 'Loading...'}</strong>
        </Text>
        <form noValidate onSubmit={submit} aria-label="Deposit">
      <Stack gap="3" maxW="420px">
          <Field.Root required>
            <Field.Label>Deposit amount (USD)</Field.Label>
            <Input type="number" min={15} step={0.01} value={ctx.amount} onChange={(e) => send({ type: 'amount.change', amount: e.currentTarget.value })} />
          </Field.Root>
          <SavedCardPicker cards={cardList} value={chosenCardId(cardList, ctx.cardId)} onChange={(id) => send({ type: 'card.select', cardId: id })} name="deposit-card" />
          {/* our own rules in their words; a card provider's refusal comes as '* ERROR: {message}' (withCardErrors) */}
          {ctx.error && <Text role="alert" color="red.600">{ctx.error}</Text>}
          <Button type="submit" loading={snap.matches('depositing')} colorPalette="orange" alignSelf="flex-start">Deposit</Button>
        </Stack>
      </form>
      </Stack>
    </BillingLayout>
  );
}
