// The paid group join (spec 4): tabs Subscription Prices / One-Time Prices, each running the one payment flow;
// once the server confirms, /groups/{profileName}/subscribe_success shows the success message, then the group page.
import { Text } from '@chakra-ui/react';
import { AppTabs } from '../../components/tabs/AppTabs';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { ONE_TIME_NOT_AVAILABLE, priceLabel, splitPrices, SUBSCRIPTION_NOT_AVAILABLE, type MemberPlanPrice } from '../../../domain/billing';
import { links } from '../../app/links';
import { memberPlanPaymentActors, type JoinKind } from './paymentActors';
import { PaymentFlow } from './PaymentFlow';
import { useEngineRef } from '../data/useEngineRef';

export type PaidGroupJoinProps = { groupName: string; groupProfileName: string; prices: MemberPlanPrice[] };

export function PaidGroupJoin({ groupName, groupProfileName, prices }: PaidGroupJoinProps) {
  const { subscription, oneTime } = splitPrices(prices);
  return (
    <AppTabs.Root defaultValue="subscription" aria-label={`Join ${groupName}`}>
      <AppTabs.List>
        <AppTabs.Trigger value="subscription">Subscription Prices</AppTabs.Trigger>
        <AppTabs.Trigger value="one-time">One-Time Prices</AppTabs.Trigger>
      </AppTabs.List>
      <AppTabs.Content value="subscription">
        {subscription.length === 0 ? <Text>{SUBSCRIPTION_NOT_AVAILABLE}</Text> : <JoinFlow kind="subscribe" prices={subscription} groupProfileName={groupProfileName} />}
      </AppTabs.Content>
      <AppTabs.Content value="one-time">
        {oneTime.length === 0 ? <Text>{ONE_TIME_NOT_AVAILABLE}</Text> : <JoinFlow kind="order" prices={oneTime} groupProfileName={groupProfileName} />}
      </AppTabs.Content>
    </AppTabs.Root>
  );
}

function JoinFlow({ kind, prices, groupProfileName }: { kind: JoinKind; prices: MemberPlanPrice[]; groupProfileName: string }) {
  const engine = useEngineRef();
  const [, navigate] = useLocation();
  const actors = useMemo(() => memberPlanPaymentActors(engine, kind, () => {
    navigate(links.groupSubscribeSuccess(groupProfileName, kind === 'subscribe' ? 'subscription' : 'order'));
  }), [engine, kind, navigate, groupProfileName]);
  const options = prices.map((p) => ({ id: p.id, cents: p.cents, label: priceLabel(p), description: p.description }));
  return <PaymentFlow options={options} actors={actors} name={kind} />;
}
