// The top bar's plan label (spec 4: cancelled, inactive, or the plan's name): read from the member's MTZ plan
// subscription, a query every MTZPLANSUBSCRIPTION event refreshes, so buying, cancelling or a failed renewal
// shows at once. Until the first answer the session's label stands in.
import { mtzSubscriptionLabel } from '../../../domain/billing';
import { NO_PLAN_LABEL } from '../../../domain/billing/pricing';
import { useQuery } from '../data/useQuery';

export function PlanLabel({ fallback }: { fallback: string }) {
  const sub = useQuery('billing.mtzSubscription', undefined);
  if (sub.data === undefined) return <>{fallback}</>;
  return <>{sub.data ? mtzSubscriptionLabel(sub.data) : NO_PLAN_LABEL}</>;
}
