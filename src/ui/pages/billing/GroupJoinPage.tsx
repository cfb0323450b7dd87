// /me/billing/group-join/{groupProfileName}: the paid join of a group (a premium group's Join button leads here).
import { Text } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { BillingLayout } from '../../features/billing/BillingLayout';
import { PaidGroupJoin } from '../../features/billing/PaidGroupJoin';
import { useQuery } from '../../features/data/useQuery';

export function GroupJoinPage() {
  const { groupProfileName = '' } = useParams<{ groupProfileName: string }>();
  const plan = useQuery('memberPlans.plan', { profileName: groupProfileName });
  return (
    <BillingLayout title={plan.data ? `Join ${plan.data.group.name}` : 'Join group'} offline={plan.offline}>
      {plan.status === 'loading' && <Text role="status">Loading...</Text>}
      {plan.status === 'error' && <Text role="alert">{plan.error?.message}</Text>}
      {plan.data && <PaidGroupJoin groupName={plan.data.group.name} groupProfileName={plan.data.group.profileName} prices={plan.data.prices} />}
    </BillingLayout>
  );
}
