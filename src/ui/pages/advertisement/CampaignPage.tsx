// /me/advertisement/ad-campaigns/{id}: one campaign's figures (impressions, clicks, click rate, spend: live, as the
// server's events refresh the query), its ad as it appears, its targeting and schedule, the owner's actions and
// the wallet that pays for it (or the one payment flow: its budget paid by card or wallet, CampaignBudgetPayment).
import { Button, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { remainingCents, type Campaign } from '../../../domain/ads';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { AdCard } from '../../features/ads/AdCard';
import { dayText, money, placementsText, rateText, stateLabel } from '../../features/ads/format';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { AdsLayout } from './AdsLayout';
import { CampaignBudgetPayment } from './CampaignBudgetPayment';

type Action = 'START' | 'PAUSE' | 'RESUME' | 'END';
const ACTIONS: Record<Campaign['state'], { action: Action; label: string }[]> = {
  DRAFT: [{ action: 'START', label: 'Start campaign' }, { action: 'END', label: 'End campaign' }],
  ACTIVE: [{ action: 'PAUSE', label: 'Pause' }, { action: 'END', label: 'End campaign' }],
  PAUSED: [{ action: 'RESUME', label: 'Resume' }, { action: 'END', label: 'End campaign' }],
  ENDED: [],
  BUDGET_SPENT: [],
};
const CONFIRM: Partial<Record<Action, (c: Campaign) => string>> = {
  START: (c) => `Start "${c.name}"? ${money(c.budgetCents)} will be reserved from your wallet.`,
  END: (c) => `End "${c.name}"? What is left of its budget returns to your wallet.`,
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stat.Root borderWidth="1px" rounded="md" p="3">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText aria-label={label}>{value}</Stat.ValueText>
    </Stat.Root>
  );
}

function Actions({ c }: { c: Campaign }) {
  const { send, pending } = useCommand();
  const act = async (action: Action) => {
    const ask = CONFIRM[action];
    if (ask && !(await askConfirm(ask(c)))) return;
    try {
      await send('ads.campaigns.act', { id: c.id, action });
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <HStack gap="2">
      {ACTIONS[c.state].map((a) => <Button key={a.action} size="sm" variant={a.action === 'END' ? 'outline' : 'solid'} loading={pending} onClick={() => void act(a.action)}>{a.label}</Button>)}
    </HStack>
  );
}

export function CampaignPage() {
  const { id = '' } = useParams<{ id: string }>();
  const q = useQuery('ads.campaigns.get', { id });
  const wallet = useQuery('billing.wallet', undefined);
  const c = q.data;
  return (
    <AdsLayout title={c?.name ?? 'Campaign'} trail={[{ label: 'Ad Campaigns', href: links.adCampaigns() }]} offline={q.offline}
      error={q.status === 'error' ? q.error?.message : null} actions={c && <Actions c={c} />}>
      {!c ? <Text role="status">Loading...</Text> : (
        <Stack gap="4">
          <Text>State: <strong data-testid="campaign-state">{stateLabel(c)}</strong> · {placementsText(c)} · {dayText(c.startsAt)} to {dayText(c.endsAt)}</Text>
          <CampaignBudgetPayment c={c} />
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            <Figure label="Impressions" value={String(c.impressions)} />
            <Figure label="Clicks" value={String(c.clicks)} />
            <Figure label="Click rate" value={rateText(c)} />
            <Figure label="Spent" value={money(c.spentCents)} />
            <Figure label="Budget" value={money(c.budgetCents)} />
            <Figure label="Cost per click" value={money(c.cpcCents)} />
            <Figure label="Left to spend" value={money(remainingCents(c))} />
            <Figure label="Returned to wallet" value={money(c.returnedCents)} />
          </SimpleGrid>
          <Text>Wallet balance: <strong data-testid="wallet-balance">{wallet.data ? money(wallet.data.cents) : '…'}</strong></Text>
          <AppLink href={links.adCampaignClicks(c.id)}>Clicks and chart</AppLink>
          <AdCard ad={c.template} />
          <Text fontSize="sm" color="gray.600">
            Targeting: keywords {c.keywords.join(', ') || 'any'}; countries {c.countries.join(', ') || 'any'}; business types {c.businessTypes.join(', ') || 'any'}.
          </Text>
        </Stack>
      )}
    </AdsLayout>
  );
}
