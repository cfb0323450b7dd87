// /me/advertisement: the member's advertising at a glance (campaigns by state, impressions, clicks, spend, the
// wallet that pays for them) and where ads appear.
import { SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { CAMPAIGN_STATES, PLACEMENT_LABELS, STATE_LABELS } from '../../../domain/ads';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { money } from '../../features/ads/format';
import { useQuery } from '../../features/data/useQuery';
import { AdsLayout } from './AdsLayout';

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Stat.Root borderWidth="1px" rounded="md" p="3">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
    </Stat.Root>
  );
}

export function AdvertisementPage() {
  const q = useQuery('ads.campaigns.list', { limit: 128 });
  const wallet = useQuery('billing.wallet', undefined);
  const list = q.data ?? [];
  const sum = (f: (c: (typeof list)[number]) => number) => list.reduce((n, c) => n + f(c), 0);
  return (
    <AdsLayout title="Advertisement" offline={q.offline} error={q.status === 'error' ? q.error?.message : null}
      actions={<AppLink href={links.adCampaignAdd()}>New campaign</AppLink>}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {CAMPAIGN_STATES.map((s) => <Tile key={s} label={STATE_LABELS[s]} value={String(list.filter((c) => c.state === s).length)} />)}
          <Tile label="Impressions" value={String(sum((c) => c.impressions))} />
          <Tile label="Clicks" value={String(sum((c) => c.clicks))} />
          <Tile label="Spent" value={money(sum((c) => c.spentCents))} />
          <Tile label="Wallet balance" value={wallet.data ? money(wallet.data.cents) : '…'} />
        </SimpleGrid>
        <Text fontSize="sm" color="gray.600">
          Ads appear, marked Sponsored, in: {PLACEMENT_LABELS.SEARCH} (the search dropdown and the search page), {PLACEMENT_LABELS.DIRECTORY}, {PLACEMENT_LABELS.TIMELINE} (at most one in every ten items).
        </Text>
        <Text fontSize="sm">
          A campaign's budget is reserved from your wallet when it starts, each counted click spends its cost, and what is left returns to your wallet when it ends. <AppLink href={links.billingSection('wallet')}>Wallet</AppLink>
        </Text>
      </Stack>
    </AdsLayout>
  );
}
