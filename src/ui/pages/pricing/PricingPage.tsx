// /pricing: the platform's MTZ plans from the server, each with its prices (monthly, yearly) and features.
// Choosing a price opens its plan page; a visitor is sent to login first, with the plan page as redirectUrl.
// A member who has a plan sees it (spec 4 label) and the link to manage it.
import { Box, Button, Heading, HStack, List, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { formatCents, mtzSubscriptionLabel, type MtzPlanSubscription } from '../../../domain/billing';
import { billingCycle, priceLabel, type PricingPlan } from '../../../domain/billing/pricing';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { PricingFrame, QueryStatus } from './PricingFrame';

function MyPlan({ sub }: { sub: MtzPlanSubscription }) {
  return (
    <HStack role="status" aria-label="Your plan" borderWidth="1px" borderRadius="md" p="3" mb="6" gap="3" wrap="wrap">
      <Text>Your plan: <strong>{mtzSubscriptionLabel(sub)}</strong></Text>
      <AppLink href={links.billingSection('subscriptions/my-mtz-subscription')}>Manage my MTZ subscription</AppLink>
    </HStack>
  );
}

function PlanCard({ plan, signedIn, currentPriceId }: { plan: PricingPlan; signedIn: boolean; currentPriceId: string | null }) {
  return (
    <Box as="section" p="6" borderWidth="1px" borderRadius="lg" aria-label={`${plan.name} plan`}>
      <Heading as="h2" size="lg">{plan.name}</Heading>
      <Text color="gray.700" mb="3">{plan.description}</Text>
      <List.Root gap="1" ps="5" mb="4">
        {plan.features.map((f) => <List.Item key={f}>{f}</List.Item>)}
      </List.Root>
      <Stack gap="3">
        {plan.prices.map((p) => {
          const href = links.pricingPlan(plan.id, p.id);
          return (
            <HStack key={p.id} justify="space-between" wrap="wrap">
              <Text fontSize="2xl" fontWeight="bold">
                {formatCents(p.cents)}{' '}
                <Text as="span" fontSize="sm" fontWeight="normal" color="gray.600">{priceLabel(p)}</Text>
              </Text>
              {currentPriceId === p.id ? <Text fontWeight="semibold">Your plan</Text> : (
                <Button asChild colorPalette="orange" size="sm">
                  <RouterLink href={signedIn ? href : links.login(href)}>Choose <VisuallyHidden>{plan.name} </VisuallyHidden>{billingCycle(p).toLowerCase()}</RouterLink>
                </Button>
              )}
            </HStack>
          );
        })}
      </Stack>
    </Box>
  );
}

export function PricingPage() {
  const plans = useQuery('pricing.plans', undefined);
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const sub = useQuery('billing.mtzSubscription', signedIn ? undefined : null);
  return (
    <PricingFrame title="Plans and Pricing" offline={plans.offline}>
      <Text color="gray.700" mb="6">
        Start free. Upgrade when you need more reach: pay monthly or yearly, cancel any time (your plan runs to the end of the period you paid).
      </Text>
      {signedIn && sub.data && <MyPlan sub={sub.data} />}
      <QueryStatus status={plans.status} error={plans.error} />
      {plans.data && plans.data.length === 0 && <Text>No plans are offered at the moment.</Text>}
      {plans.data && (
        <SimpleGrid columns={{ base: 1, md: Math.min(3, Math.max(1, plans.data.length)) }} gap="6">
          {plans.data.map((p) => <PlanCard key={p.id} plan={p} signedIn={signedIn} currentPriceId={sub.data?.mtzPlanId ?? null} />)}
        </SimpleGrid>
      )}
      {!signedIn && session.status !== 'loading' && (
        <Text mt="6">
          Not ready to pay? <AppLink href={links.register()}>Join Free</AppLink> and keep a company profile, products, chat and groups at no cost.
        </Text>
      )}
    </PricingFrame>
  );
}
