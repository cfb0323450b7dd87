// /me/billing/group-join/{groupProfileName}: the paid join of a group (until the group page mounts PaidGroupJoin itself).
import { Text } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { BillingLayout } from '../../features/billing/BillingLayout';
import { PaidGroupJoin } from '../../features/billing/PaidGroupJoin';
import { useLoad } from '../../features/billing/useLoad';
import { useApi } from '../../features/session/useApi';

export function GroupJoinPage() {
  const api = useApi();
  const { groupProfileName = '' } = useParams<{ groupProfileName: string }>();
  const [plan] = useLoad(() => api.call('memberPlans.plan', { profileName: groupProfileName }), [api, groupProfileName]);
  return (
    <BillingLayout title={plan.kind === 'ready' ? `Join ${plan.data.group.name}` : 'Join group'}>
      {plan.kind === 'loading' && <Text role="status">Loading...</Text>}
      {plan.kind === 'error' && <Text role="alert">{plan.message}</Text>}
      {plan.kind === 'ready' && <PaidGroupJoin groupName={plan.data.group.name} groupProfileName={plan.data.group.profileName} prices={plan.data.prices} />}
    </BillingLayout>
  );
}
