// /mtz-admin/billing/commission-rates: the platform commission on every payment (the transaction fee the charge
// quote shows, in per cent plus 30 cents), overall; company groups may have their own (/billing/cg-comm-rates).
// Save takes effect at the next quote; an order already paid keeps the rate it was made with.
import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { commissionError, formatBasisPoints } from '../../../../domain/billing/admin-money';
import { links } from '../../../app/links';
import { AppLink } from '../../../components/AppLink';
import { showAlert } from '../../../components/alerts';
import { errorText } from '../../../features/data/errorText';
import { OfflineMark } from '../../../features/data/OfflineMark';
import { useCommand } from '../../../features/data/useCommand';
import { useQuery } from '../../../features/data/useQuery';
import { useSession } from '../../../features/session/useSession';
import { AdminLayout } from '../AdminLayout';
import { AuditLog } from '../AuditLog';

/** "2.5" (per cent, at most two decimals) as basis points, or null. */
export function percentToBasisPoints(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(t)) return null;
  const [whole = '0', frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

export function CommissionPage() {
  const { user } = useSession();
  const q = useQuery('adminMoney.commission', user?.admin ? undefined : null);
  const { send, pending } = useCommand();
  const [draft, setDraft] = useState<string | null>(null);
  const view = q.data;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const bps = percentToBasisPoints(draft ?? '');
    if (bps === null) return showAlert('Commission: a per cent with at most two decimals, e.g. 2.90', 'error');
    const problem = commissionError(bps);
    if (problem) return showAlert(problem, 'error');
    try {
      await send('adminMoney.commissionUpdate', { basisPoints: bps });
      setDraft(null);
      showAlert(`Commission set to ${formatBasisPoints(bps)}`, 'success');
    } catch (err) {
      showAlert(errorText(err), 'error');
    }
  };
  return (
    <AdminLayout title="Commission rates" crumbs={[{ label: 'Commission rates' }]}>
      <HStack mb="2" gap="3">
        <Heading as="h1" size="2xl">Commission rates</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      <Text mb="4">
        The platform commission is the transaction fee of every payment: this per cent of the amount after discounts, plus 30 cents. Company groups
        may have their own: <AppLink href={links.adminGroupCommissionRates()}>company group commissions</AppLink>.
      </Text>
      {q.status === 'error' && !view && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      {!view ? <Text role="status">Loading...</Text> : (
        <Stack gap="6" maxW="lg">
          <Text aria-label="Commission in force">{`In force: ${formatBasisPoints(view.basisPoints)} (${view.basisPoints} basis points); default ${formatBasisPoints(view.defaultBasisPoints)}`}</Text>
          <form noValidate aria-label="Commission" onSubmit={(e) => void save(e)}>
            <Stack gap="3">
              <Field.Root>
                <Field.Label>Commission (per cent)</Field.Label>
                <Input inputMode="decimal" value={draft ?? (view.basisPoints / 100).toFixed(2)} onChange={(e) => setDraft(e.currentTarget.value)} />
                <Field.HelperText>From 0 to 50; the next quotes use it, paid orders keep theirs.</Field.HelperText>
              </Field.Root>
              <HStack><Button type="submit" loading={pending}>Save</Button></HStack>
            </Stack>
          </form>
          <AuditLog rows={view.audit} />
        </Stack>
      )}
    </AdminLayout>
  );
}
