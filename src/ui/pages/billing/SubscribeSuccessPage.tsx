// /groups/{profileName}/subscribe_success: after a paid join the server confirmed, the spec's success message
// (the subscription or the one-time variant, ?kind=subscription|order), then on to the group page.
import { Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { paymentSuccessMessage } from '../../../domain/billing';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useLoad } from '../../features/billing/useLoad';
import { useApi } from '../../features/session/useApi';

/** how long the message stays before the group page opens */
export const SUCCESS_FORWARD_MS = 2500;

export function SubscribeSuccessPage() {
  usePageTitle('Payment success');
  const api = useApi();
  const { profileName = '' } = useParams<{ profileName: string }>();
  const subscription = new URLSearchParams(useSearch()).get('kind') === 'subscription';
  const [, navigate] = useLocation();
  const [plan] = useLoad(() => api.call('memberPlans.plan', { profileName }), [api, profileName]);
  const ready = plan.kind === 'ready';
  useEffect(() => {
    if (!ready) return undefined;
    const t = setTimeout(() => navigate(links.group(profileName), { replace: true }), SUCCESS_FORWARD_MS);
    return () => clearTimeout(t);
  }, [ready, navigate, profileName]);
  return (
    <Stack py="10" gap="3" align="center">
      {plan.kind === 'loading' && <Text role="status">Loading...</Text>}
      {plan.kind === 'error' && <Text role="alert">{plan.message}</Text>}
      {plan.kind === 'ready' && <Text role="status" fontSize="xl">{paymentSuccessMessage(plan.data.group.name, subscription)}</Text>}
      <AppLink href={links.group(profileName)}>Go to the group</AppLink>
    </Stack>
  );
}
