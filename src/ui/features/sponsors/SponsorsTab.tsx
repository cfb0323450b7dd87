// The group's Sponsors tab (/groups/{p}/sponsors and /sponsors/{companyGroupSponsorId}): the sponsor message,
// live sponsors (rank order from the server), one sponsor's detail, the plans with prices and remaining slots
// (Subscribe -> checkout). Group admins also manage plans, prices, invites and sponsors (SponsorAdmin).
import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { GroupView } from '../../../domain/groups/types';
import { SPONSOR_MESSAGES, type GroupSponsor, type SponsorPlan } from '../../../domain/sponsors';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { errorText } from '../data/errorText';
import { OfflineMark } from '../data/OfflineMark';
import { useCommand } from '../data/useCommand';
import { useQuery } from '../data/useQuery';
import { useSession } from '../session/useSession';
import { priceText } from './format';
import { sponsorPaths } from './paths';
import { SponsorAdmin } from './SponsorAdmin';
import { SponsorCard } from './SponsorCard';

/** `canSubscribe`: not a group admin and not sponsoring this group already (one live sponsorship per group). */
function PlanCard({ plan, admin, canSubscribe }: { plan: SponsorPlan; admin: boolean; canSubscribe: boolean }) {
  const prices = plan.prices.filter((p) => !p.asDeactivated);
  return (
    <Stack as="article" aria-label={`Plan ${plan.name}`} gap="2" borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between">
        <Heading as="h3" size="sm">{plan.name}</Heading>
        <HStack>
          {admin && plan.asDeactivated && <Badge colorPalette="gray">Deactivated</Badge>}
          <Badge colorPalette="orange">Rank {plan.rank}</Badge>
        </HStack>
      </HStack>
      <Text whiteSpace="pre-wrap">{plan.description}</Text>
      <Text fontSize="sm">Remaining slots: {plan.remainingSlots}</Text>
      {prices.length === 0 ? <Text color="gray.600">{SPONSOR_MESSAGES.noPrice}</Text> : (
        <Stack as="ul" listStyleType="none" gap="1">
          {prices.map((p) => (
            <HStack as="li" key={p.id} justify="space-between">
              <Text>{priceText(p)}</Text>
              {canSubscribe && !plan.asDeactivated && (plan.remainingSlots > 0
                ? <AppLink href={sponsorPaths.checkout(p.id)} aria-label={`Subscribe ${plan.name} ${priceText(p)}`}>Subscribe</AppLink>
                : <Text fontSize="sm">{SPONSOR_MESSAGES.full}</Text>)}
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function SponsorsTab({ group, sponsorId }: { group: GroupView; sponsorId?: string | undefined }) {
  const signedIn = useSession().status === 'signedIn';
  const admin = group.viewer.isAdmin || group.viewer.isOwner;
  const list = useQuery('sponsors.list', { companyGroupIds: group.id });
  const planQuery = useQuery('sponsors.plans', admin ? { companyGroupIds: group.id, asDeactivated: true } : { companyGroupIds: group.id });
  // the viewer's own sponsorships: one live sponsorship per group (not asked for admins and visitors)
  const mineOn = signedIn && !admin;
  const mine = useQuery('sponsors.subscriptions', mineOn ? undefined : null);
  const { send } = useCommand();

  async function remove(s: GroupSponsor) {
    if (!(await askConfirm(`Remove the sponsorship of ${s.companyName}? It is cancelled immediately.`))) return;
    try {
      await send('sponsors.remove', { id: s.id });
      showAlert(SPONSOR_MESSAGES.removed, 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  }

  const failed = [list, planQuery, ...(mineOn ? [mine] : [])].find((q) => q.status === 'error');
  if (failed) return <Text role="alert">{failed.error?.message}</Text>;
  if (!list.data || !planQuery.data || (mineOn && !mine.data)) return <Text role="status">Loading...</Text>;
  const sponsors = list.data;
  const plans = planQuery.data;
  const current = (mine.data ?? []).find((s) => s.companyGroupId === group.id && s.endedAt === null) ?? null;
  const offline = list.offline || planQuery.offline || mine.offline;
  const removeButton = (s: GroupSponsor) => admin && <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove(s)}>Remove sponsor</Button>;
  if (sponsorId) {
    const one = sponsors.find((s) => s.id === sponsorId);
    return (
      <Stack gap="3">
        <OfflineMark offline={offline} />
        <AppLink href={links.group(group.profileName, 'sponsors')}>All sponsors</AppLink>
        {one ? <SponsorCard sponsor={one} actions={removeButton(one)} /> : <Text role="alert">Sponsor not found</Text>}
      </Stack>
    );
  }
  return (
    <Stack gap="5">
      <OfflineMark offline={offline} />
      {group.meta.sponsorMessage && <Text whiteSpace="pre-wrap" aria-label="Sponsor message">{group.meta.sponsorMessage}</Text>}
      <Stack gap="3">
        <Heading as="h2" size="md">Sponsors</Heading>
        {sponsors.length === 0 && <Text>No sponsors yet.</Text>}
        {sponsors.map((s) => <SponsorCard key={s.id} sponsor={s} detailHref={links.groupSponsor(group.profileName, s.id)} actions={removeButton(s)} />)}
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">Sponsorship plans</Heading>
        {current && (
          <HStack gap="3" borderWidth="1px" borderRadius="md" p="3" bg="orange.50" wrap="wrap">
            <Text>You sponsor this group with the {current.planName} plan{current.cancelled ? ' (cancelled: active until the end of the paid cycle)' : ''}.</Text>
            <AppLink href={sponsorPaths.subscription(current.id)}>Manage sponsorship</AppLink>
          </HStack>
        )}
        {plans.length === 0 && <Text>{SPONSOR_MESSAGES.noPlan}</Text>}
        {[...plans].sort((a, b) => b.rank - a.rank).map((p) => <PlanCard key={p.id} plan={p} admin={admin} canSubscribe={!admin && !current} />)}
      </Stack>
      {admin && <SponsorAdmin group={group} plans={plans} />}
    </Stack>
  );
}
