// /me/billing overview and seller (balance, payouts, sales with refunds); /stripe-payment-success is in ../pricing.
import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { formatCents, parseDollars, type Order } from '../../../domain/billing';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { BillingLayout } from '../../features/billing/BillingLayout';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { formatDay } from '../../../domain/shared/dates';
import { codeWords } from '../../../domain/shared/words';

export function BillingHomePage() {
  const wallet = useQuery('billing.wallet', undefined);
  return (
    <BillingLayout title="Billing" offline={wallet.offline}>
      <Stack gap="2">
        <Text>Wallet balance: {wallet.data ? formatCents(wallet.data.cents) : '…'}</Text>
        <AppLink href={links.billingSection('wallet')}>Deposit into your wallet</AppLink>
        <AppLink href={links.billingSection('payment-accounts')}>Manage your cards</AppLink>
        <AppLink href={links.billingSection('order-history')}>See your orders</AppLink>
      </Stack>
    </BillingLayout>
  );
}

export function SellerPage() {
  const balance = useQuery('billing.balance', undefined);
  const payouts = useQuery('billing.payouts', undefined);
  const sales = useQuery('billing.sales', { skip: 0, limit: 50 });
  const { send } = useCommand();
  const data = balance.data && payouts.data && sales.data ? { balance: balance.data, payouts: payouts.data, sales: sales.data } : null;
  const failed = [balance, payouts, sales].find((q) => q.status === 'error')?.error?.message ?? null;
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const key = useRef(crypto.randomUUID());
  async function payout(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const cents = parseDollars(amount);
    if (!cents) return setError('Enter an amount');
    try {
      await send('billing.payoutCreate', { cents, idempotencyKey: key.current }, { idempotencyKey: key.current });
      key.current = crypto.randomUUID();
      setAmount('');
    } catch (err) {
      setError(errorText(err));
    }
  }
  async function refund(o: Order) {
    if (!(await askConfirm('Are you sure?'))) return;
    try {
      const r = await send('billing.refund', { id: o.id });
      showAlert(r.message, 'success');
    } catch (err) {
      showAlert(errorText(err), 'error');
    }
  }
  async function open(which: 'billing.accountSetupLink' | 'billing.dashboardLink') {
    try {
      // a link made for this request: asked as a command, so it is never a saved answer
      const r = await send(which, undefined);
      window.location.assign(r.url);
    } catch (err) {
      showAlert(errorText(err), 'error');
    }
  }
  return (
    <BillingLayout title="Seller" offline={balance.offline || payouts.offline || sales.offline}>
      {data && (
        <Stack gap="4">
          <Text>Balance: <strong>{formatCents(data.balance.cents)}</strong></Text>
          <HStack>
            <Button size="sm" variant="outline" onClick={() => void open('billing.accountSetupLink')}>Set up payouts</Button>
            <Button size="sm" variant="outline" onClick={() => void open('billing.dashboardLink')}>Payout dashboard</Button>
          </HStack>
          <HStack as="form" onSubmit={(e) => void payout(e)} align="flex-end" aria-label="Payout">
            <Field.Root w="200px"><Field.Label>Payout amount (USD)</Field.Label><Input type="number" min={0.01} step={0.01} value={amount} onChange={(e) => setAmount(e.currentTarget.value)} /></Field.Root>
            <Button type="submit" colorPalette="orange">Pay out</Button>
          </HStack>
          {error && <Text role="alert" color="red.600">{error}</Text>}
          <Stack as="ul" listStyleType="none" aria-label="Payouts">
            {data.payouts.map((p) => <li key={p.id}>{formatDay(p.createdAt)} — {formatCents(p.cents)} ({codeWords(p.status)})</li>)}
          </Stack>
          <Heading as="h2" size="md">Sales</Heading>
          {data.sales.length === 0 && <Text>No sales yet</Text>}
          <Stack as="ul" listStyleType="none" aria-label="Sales" gap="1">
            {data.sales.map((o) => (
              <HStack as="li" key={o.id} gap="3">
                <Text>{formatDay(o.createdAt)} — {o.description}: {formatCents(o.cents - o.discountCents)}</Text>
                {o.refundedAt !== null ? <Text color="gray.600">Refunded</Text>
                  : (o.kind === 'CHARGE' || o.kind === 'DONATION') && <Button size="xs" variant="outline" onClick={() => void refund(o)}>Refund</Button>}
              </HStack>
            ))}
          </Stack>
        </Stack>
      )}
      {failed && <Text role="alert">{failed}</Text>}
    </BillingLayout>
  );
}
