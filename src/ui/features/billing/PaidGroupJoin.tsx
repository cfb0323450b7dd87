// The paid group join (spec 4): tabs Subscription Prices / One-Time Prices, each running the one payment flow;
// once the server confirms, /groups/{profileName}/subscribe_success shows the success message, then the group page.
import { Tabs, Text } from '@chakra-ui/react';
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
    <Tabs.Root defaultValue="subscription" variant="line" aria-label={`Join ${groupName}`}>
      <Tabs.List>
        <Tabs.Trigger value="subscription">Subscription Prices</Tabs.Trigger>
        <Tabs.Trigger value="one-time">One-Time Prices</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="subscription">
        {subscription.length === 0 ? <Text>{SUBSCRIPTION_NOT_AVAILABLE}</Text> : <JoinFlow kind="subscribe" prices={subscription} groupProfileName={groupProfileName} />}
      </Tabs.Content>
      <Tabs.Content value="one-time">
        {oneTime.length === 0 ? <Text>{ONE_TIME_NOT_AVAILABLE}</Text> : <JoinFlow kind="order" prices={oneTime} groupProfileName={groupProfileName} />}
      </Tabs.Content>
    </Tabs.Root>
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
