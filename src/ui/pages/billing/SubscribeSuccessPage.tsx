// /groups/{profileName}/subscribe_success: after a paid join the server confirmed, the spec's success message
// (the subscription or the one-time variant, ?kind=subscription|order), then on to the group page.
import { Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { paymentSuccessMessage } from '../../../domain/billing';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useQuery } from '../../features/data/useQuery';

/** how long the message stays before the group page opens */
export const SUCCESS_FORWARD_MS = 2500;

export function SubscribeSuccessPage() {
  usePageTitle('Payment success');
  const { profileName = '' } = useParams<{ profileName: string }>();
  const subscription = new URLSearchParams(useSearch()).get('kind') === 'subscription';
  const [, navigate] = useLocation();
  const plan = useQuery('memberPlans.plan', { profileName });
  const ready = plan.ready;
  useEffect(() => {
    if (!ready) return undefined;
    const t = setTimeout(() => navigate(links.group(profileName), { replace: true }), SUCCESS_FORWARD_MS);
    return () => clearTimeout(t);
  }, [ready, navigate, profileName]);
  return (
    <Stack py="10" gap="3" align="center">
      <OfflineMark offline={plan.offline} />
      {plan.status === 'loading' && <Text role="status">Loading...</Text>}
      {plan.status === 'error' && <Text role="alert">{plan.error?.message}</Text>}
      {plan.data && <Text role="status" fontSize="xl">{paymentSuccessMessage(plan.data.group.name, subscription)}</Text>}
      <AppLink href={links.group(profileName)}>Go to the group</AppLink>
    </Stack>
  );
}
