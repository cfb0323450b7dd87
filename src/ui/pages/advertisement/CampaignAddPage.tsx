// /me/advertisement/ad-campaigns/add: a new campaign (a draft): template, placements, targeting, schedule, budget and
// cost per click in dollars (sent as cents). It is started from its page, where the budget is reserved from the wallet.
import { Button, Checkbox, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { AD_PLACEMENTS, PLACEMENT_LABELS, type AdPlacement } from '../../../domain/ads';
import { parseDollars } from '../../../domain/billing/money';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { AdCard } from '../../features/ads/AdCard';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { AdsLayout } from './AdsLayout';

const list = (s: string) => s.split(',').map((x) => x.trim()).filter(Boolean);
const today = () => new Date().toISOString().slice(0, 10);
const dayMillis = (d: string) => Date.parse(`${d}T00:00:00Z`);

function Text1({ label, value, onChange, help, type = 'text' }: { label: string; value: string; onChange(v: string): void; help?: string; type?: string }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input type={type} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}

export function CampaignAddPage() {
  const templates = useQuery('ads.templates.list', undefined);
  const { send, pending } = useCommand();
  const [, navigate] = useLocation();
  const [f, setF] = useState({ name: '', templateId: '', keywords: '', countries: '', start: today(), end: '', budget: '', cpc: '' });
  const [placements, setPlacements] = useState<AdPlacement[]>(['SEARCH']);
  const [types, setTypes] = useState<string[]>([]);
  const categories = useQuery('categories.list', undefined);
  const set = (k: keyof typeof f) => (v: string) => setF((o) => ({ ...o, [k]: v }));
  const template = templates.data?.find((t) => t.id === (f.templateId || templates.data?.[0]?.id));

  const submit = async () => {
    const budgetCents = parseDollars(f.budget);
    const cpcCents = parseDollars(f.cpc);
    if (!f.name.trim()) return showAlert('Name is required', 'warning');
    if (!template) return showAlert('Choose an ad template', 'warning');
    if (!budgetCents || !cpcCents) return showAlert('Enter the budget and the cost per click in dollars', 'warning');
    try {
      const c = await send('ads.campaigns.create', {
        name: f.name.trim(), templateId: template.id, placements, keywords: list(f.keywords), countries: list(f.countries), businessTypes: types,
        startsAt: dayMillis(f.start), endsAt: f.end ? dayMillis(f.end) : null, budgetCents, cpcCents,
      });
      showAlert('Campaign created', 'success');
      navigate(links.adCampaign(c.id));
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };

  return (
    <AdsLayout title="New Campaign" trail={[{ label: 'Ad Campaigns', href: links.adCampaigns() }]} offline={templates.offline}
      error={templates.status === 'error' ? templates.error?.message : null}>
      {templates.data?.length === 0 ? <Text>First make an ad template: <AppLink href={links.adTemplates()}>Ad templates</AppLink></Text> : (
        <Stack gap="3" maxW="xl" as="form" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <Text1 label="Campaign name" value={f.name} onChange={set('name')} />
          <Field.Root>
            <Field.Label>Ad template</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={template?.id ?? ''} onChange={(e) => set('templateId')(e.currentTarget.value)}>
                {templates.data?.map((t) => <option key={t.id} value={t.id}>{t.headline}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {template && <AdCard ad={template} />}
          <Field.Root>
            <Field.Label>Placements</Field.Label>
            <HStack gap="4">
              {AD_PLACEMENTS.map((p) => (
                <Checkbox.Root key={p} checked={placements.includes(p)} onCheckedChange={(d) => setPlacements((o) => (d.checked ? [...o, p] : o.filter((x) => x !== p)))}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{PLACEMENT_LABELS[p]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
          </Field.Root>
          <Text1 label="Keywords" value={f.keywords} onChange={set('keywords')} help="Comma separated; the ad shows in searches for them. Empty: every search." />
          <Text1 label="Countries" value={f.countries} onChange={set('countries')} help="Two-letter codes of the viewers' companies, comma separated. Empty: everywhere." />
          <Field.Root>
            <Field.Label>Business types</Field.Label>
            <HStack gap="4" flexWrap="wrap">
              {categories.data?.map((c) => (
                <Checkbox.Root key={c.id} checked={types.includes(c.id)} onCheckedChange={(d) => setTypes((o) => (d.checked ? [...o, c.id] : o.filter((x) => x !== c.id)))}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{c.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
            <Field.HelperText>The viewers' companies' categories. None: all.</Field.HelperText>
          </Field.Root>
          <HStack gap="3">
            <Text1 label="Start date" type="date" value={f.start} onChange={set('start')} />
            <Text1 label="End date" type="date" value={f.end} onChange={set('end')} help="Optional" />
          </HStack>
          <HStack gap="3">
            <Text1 label="Budget ($)" value={f.budget} onChange={set('budget')} help="Reserved from your wallet when the campaign starts, or paid by card; what is left at the end returns to your wallet" />
            <Text1 label="Cost per click ($)" value={f.cpc} onChange={set('cpc')} />
          </HStack>
          <Button type="submit" alignSelf="start" loading={pending}>Create campaign</Button>
        </Stack>
      )}
    </AdsLayout>
  );
}
