// Group admins on the Sponsors tab: create a plan, add a price (dollars typed, sent as integer cents),
// deactivate a price or a plan, invite a sponsor by email with a message, list and delete invites.
import { Button, Field, Heading, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { parseDollars } from '../../../domain/billing';
import type { GroupView } from '../../../domain/groups/types';
import { SPONSOR_DESCRIPTION, SPONSOR_MIN_CENTS, SPONSOR_PLAN_NAME_MAX, type SponsorPlan, type SponsorPriceType } from '../../../domain/sponsors';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { formatCents } from '../../../domain/billing';
import { isValidEmail } from '../../../domain/shared/email';
import { errorText } from '../data/errorText';
import { useCommand, type Send } from '../data/useCommand';
import { useQuery } from '../data/useQuery';
import { day, priceText } from './format';
import { codeWords } from '../../../domain/shared/words';

type Props = { group: GroupView; plans: SponsorPlan[] };

/** One form's commands: its pending state and the server's refusal shown inline. */
function useAction() {
  const { send } = useCommand();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(fn: (send: Send) => Promise<unknown>, success?: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await fn(send);
      if (success) showAlert(success, 'success');
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, run };
}

function CreatePlanForm({ group }: Omit<Props, 'plans'>) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [max, setMax] = useState('5');
  const [rank, setRank] = useState('1');
  const { busy, error, setError, run } = useAction();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const subscriptionMax = Number(max);
    const r = Number(rank);
    if (!name.trim()) return setError('Name is required');
    const d = description.trim().length;
    if (d < SPONSOR_DESCRIPTION.min || d > SPONSOR_DESCRIPTION.max) return setError(`Description must be ${SPONSOR_DESCRIPTION.min}-${SPONSOR_DESCRIPTION.max} characters`);
    if (!Number.isInteger(subscriptionMax) || subscriptionMax < 1) return setError('Subscription max must be a whole number of at least 1');
    if (!Number.isInteger(r) || r < 1) return setError('Rank must be a whole number of at least 1');
    const ok = await run((send) => send('sponsors.planCreate', { companyGroupId: group.id, name: name.trim(), description: description.trim(), subscriptionMax, rank: r }), 'Sponsor plan created');
    if (ok) { setName(''); setDescription(''); }
  }
  return (
    <Stack as="form" gap="3" maxW="560px" onSubmit={(e) => void submit(e)} aria-label="Create sponsor plan">
      <Heading as="h3" size="sm">Create a sponsor plan</Heading>
      <Field.Root required><Field.Label>Name</Field.Label><Input value={name} maxLength={SPONSOR_PLAN_NAME_MAX} onChange={(e) => setName(e.currentTarget.value)} /></Field.Root>
      <Field.Root required>
        <Field.Label>Description ({SPONSOR_DESCRIPTION.min}-{SPONSOR_DESCRIPTION.labelMax} characters)</Field.Label>
        <Textarea value={description} placeholder={`max ${SPONSOR_DESCRIPTION.max} characters`} maxLength={SPONSOR_DESCRIPTION.max} onChange={(e) => setDescription(e.currentTarget.value)} />
      </Field.Root>
      <HStack>
        <Field.Root required><Field.Label>Subscription max</Field.Label><Input type="number" min={1} value={max} onChange={(e) => setMax(e.currentTarget.value)} /></Field.Root>
        <Field.Root required><Field.Label>Rank</Field.Label><Input type="number" min={1} value={rank} onChange={(e) => setRank(e.currentTarget.value)} /></Field.Root>
      </HStack>
      {error && <Text role="alert" color="red.600">{error}</Text>}
      <Button type="submit" size="sm" colorPalette="orange" alignSelf="flex-start" loading={busy}>Create plan</Button>
    </Stack>
  );
}

function PlanPrices({ plan }: { plan: SponsorPlan }) {
  const [amount, setAmount] = useState('');
  const [type, setType] = useState<SponsorPriceType>('month');
  const { busy, error, setError, run } = useAction();
  async function add(e: FormEvent) {
    e.preventDefault();
    const cents = parseDollars(amount);
    if (cents === null || cents < SPONSOR_MIN_CENTS) return setError(`Enter a price of at least ${formatCents(SPONSOR_MIN_CENTS)}`);
    if (await run((send) => send('sponsors.priceCreate', { cgSponsorPlanId: plan.id, cents, type }), 'Price added')) setAmount('');
  }
  async function deactivatePlan() {
    if (!(await askConfirm(`Deactivate the sponsor plan ${plan.name}?`))) return;
    await run((send) => send('sponsors.planUpdate', { id: plan.id, patch: { asDeactivated: !plan.asDeactivated } }), 'Sponsor plan updated');
  }
  return (
    <Stack as="section" aria-label={`Manage plan ${plan.name}`} gap="2" borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between">
        <Text fontWeight="semibold">{plan.name}{plan.asDeactivated ? ' (deactivated)' : ''} · {plan.subscriptionCount}/{plan.subscriptionMax} sponsors</Text>
        <Button size="xs" variant="outline" onClick={() => void deactivatePlan()}>{plan.asDeactivated ? 'Activate plan' : 'Deactivate plan'}</Button>
      </HStack>
      {plan.prices.map((p) => (
        <HStack key={p.id} justify="space-between">
          <Text>{priceText(p)}{p.asDeactivated ? ' (deactivated)' : ''}</Text>
          <Button size="xs" variant="ghost" aria-label={`${p.asDeactivated ? 'Activate' : 'Deactivate'} price ${priceText(p)}`}
            onClick={() => void run((send) => send('sponsors.priceUpdate', { id: p.id, asDeactivated: !p.asDeactivated }), 'Price updated')}>
            {p.asDeactivated ? 'Activate' : 'Deactivate'}
          </Button>
        </HStack>
      ))}
      <HStack as="form" align="flex-end" onSubmit={(e) => void add(e)} aria-label={`Add price to ${plan.name}`}>
        <Field.Root w="160px"><Field.Label>Price (USD)</Field.Label><Input inputMode="decimal" placeholder="25.00" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} /></Field.Root>
        <Field.Root w="160px">
          <Field.Label>Billing cycle</Field.Label>
          <NativeSelect.Root><NativeSelect.Field value={type} onChange={(e) => setType(e.currentTarget.value === 'year' ? 'year' : 'month')}>
            <option value="month">Monthly</option><option value="year">Yearly</option>
          </NativeSelect.Field><NativeSelect.Indicator /></NativeSelect.Root>
        </Field.Root>
        <Button type="submit" size="sm" loading={busy}>Add price</Button>
      </HStack>
      {error && <Text role="alert" color="red.600">{error}</Text>}
    </Stack>
  );
}

function Invites({ group }: { group: GroupView }) {
  const invites = useQuery('sponsors.groupInvites', { companyGroupId: group.id });
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const { busy, error, setError, run } = useAction();
  async function invite(e: FormEvent) {
    e.preventDefault();
    if (!isValidEmail(email)) return setError('Please enter a valid email');
    if (await run((send) => send('sponsors.inviteCreate', { companyGroupId: group.id, email: email.trim(), message: message.trim() }), 'Invites sent')) {
      setEmail('');
      setMessage('');
    }
  }
  return (
    <Stack gap="3" maxW="560px">
      <Heading as="h3" size="sm">Invite a sponsor</Heading>
      <Stack as="form" gap="2" onSubmit={(e) => void invite(e)} aria-label="Invite a sponsor">
        <Field.Root required><Field.Label>Email</Field.Label><Input type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} /></Field.Root>
        <Field.Root><Field.Label>Message</Field.Label><Textarea value={message} maxLength={500} onChange={(e) => setMessage(e.currentTarget.value)} /></Field.Root>
        {error && <Text role="alert" color="red.600">{error}</Text>}
        <Button type="submit" size="sm" alignSelf="flex-start" loading={busy}>Send invite</Button>
      </Stack>
      {invites.data && (
        <Stack as="ul" listStyleType="none" gap="1" aria-label="Sponsor invites">
          {invites.data.length === 0 && <Text as="li">No sponsor invites</Text>}
          {invites.data.map((i) => (
            <HStack as="li" key={i.id} justify="space-between">
              <Text>{i.email} · {codeWords(i.status)} · {day(i.createdAt)}</Text>
              <Button size="xs" variant="ghost" aria-label={`Delete invite ${i.email}`} onClick={() => void (async () => {
                if (await askConfirm(`Delete the invite to ${i.email}?`)) await run((send) => send('sponsors.inviteDelete', { id: i.id }));
              })()}>Delete</Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function SponsorAdmin({ group, plans }: Props) {
  return (
    <Stack as="section" aria-label="Manage sponsorship" gap="4" borderTopWidth="1px" pt="4">
      <Heading as="h2" size="md">Manage sponsorship</Heading>
      {plans.map((p) => <PlanPrices key={p.id} plan={p} />)}
      <CreatePlanForm group={group} />
      <Invites group={group} />
    </Stack>
  );
}
