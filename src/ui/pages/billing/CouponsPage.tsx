// /me/billing/mtz-coupons: the coupon manager 'My coupons - (Found N)', 5 a page.
import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { COUPON_PAGE_SIZE, formatCents, type Coupon } from '../../../domain/billing';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { BillingLayout } from '../../features/billing/BillingLayout';
import { CouponForm } from '../../features/billing/CouponForm';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { formatDay } from '../../../domain/shared/dates';
import { COUPON_TYPE_LABELS } from '../../../domain/shared/words';

const describe = (c: Coupon) => `${c.type === 'PERCENTAGE' ? `${c.value}% off` : `${formatCents(c.value)} off`}${c.maxToApplyCents !== null ? `, up to ${formatCents(c.maxToApplyCents)}` : ''}${c.minToApplyCents !== null ? `, from ${formatCents(c.minToApplyCents)}` : ''}`;

export function CouponsPage() {
  const userId = useSession().user?.id ?? '';
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const list = useQuery('billing.coupons', { sellerUserIds: userId, limit: COUPON_PAGE_SIZE, skip: page * COUPON_PAGE_SIZE });
  const stats = useQuery('billing.couponStats', { sellerUserIds: userId });
  const { send } = useCommand();
  const data = list.data && stats.data ? { list: list.data, count: stats.data.all.count } : null;
  const failed = list.status === 'error' ? list.error?.message : stats.status === 'error' ? stats.error?.message : null;
  const pages = data ? Math.max(1, Math.ceil(data.count / COUPON_PAGE_SIZE)) : 1;

  const save = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      showAlert(done, 'success');
      setEditing(null);
      return null;
    } catch (e) {
      return errorText(e);
    }
  };

  async function remove(c: Coupon) {
    if (!(await askConfirm('Are you sure?'))) return;
    try {
      const r = await send('billing.couponDelete', { id: c.id });
      showAlert(r.message, 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  }

  return (
    <BillingLayout title="Coupons" offline={list.offline || stats.offline}>
      <Stack gap="4">
        <HStack justify="space-between">
          <Heading as="h2" size="lg">My coupons - (Found {data ? data.count : 0})</Heading>
          {editing === null && <Button size="sm" colorPalette="orange" onClick={() => setEditing('new')}>New coupon</Button>}
        </HStack>
        {editing === 'new' && <CouponForm onCancel={() => setEditing(null)} onSubmit={(d) => save(() => send('billing.couponCreate', d), 'Coupon created')} />}
        {editing !== null && editing !== 'new' && (
          <CouponForm initial={editing} onCancel={() => setEditing(null)} onSubmit={(d) => save(() => send('billing.couponUpdate', { id: editing.id, patch: d }), 'Coupon updated')} />
        )}
        {!data && !failed && <Text role="status">Loading...</Text>}
        {failed && <Text role="alert">{failed}</Text>}
        {data && data.count === 0 && <Text>No coupons created yet</Text>}
        {data && data.list.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Coupons">
            {data.list.map((c) => (
              <HStack as="li" key={c.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3">
                <Stack gap="0">
                  <HStack><Text fontWeight="semibold">{c.code}</Text><Badge>{COUPON_TYPE_LABELS[c.type]}</Badge></HStack>
                  <Text fontSize="sm">{describe(c)}</Text>
                  <Text fontSize="xs" color="gray.600">
                    {c.expiredAt ? `Expires ${formatDay(c.expiredAt)}` : 'No expiry'} · used {c.usedCount}{c.quantity !== null ? ` of ${c.quantity}` : ''}
                  </Text>
                </Stack>
                <HStack>
                  <Button size="xs" variant="outline" onClick={() => setEditing(c)}>Edit</Button>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove(c)}>Delete</Button>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
        {pages > 1 && (
          <HStack as="nav" aria-label="Coupon pages">
            {Array.from({ length: Math.min(pages, 5) }, (_, i) => (
              <Button key={i} size="xs" variant={i === page ? 'solid' : 'outline'} aria-current={i === page ? 'page' : undefined} onClick={() => setPage(i)}>{i + 1}</Button>
            ))}
          </HStack>
        )}
      </Stack>
    </BillingLayout>
  );
}
