// 'Donation Settings' of the group's admin menu: create the donation first (title, description up to 1000
// characters, enabled), then manage its amounts (typed in dollars, stored in cents; at least $2, at most 5, shown
// ascending); amounts are managed only while the donation is enabled. Every rule is checked again by the server.
import { Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import {
  DONATION_DESCRIPTION_MAX, DONATION_MESSAGES, donationAmountFromDollars, donationDraftError, formatCents, MAX_DONATION_AMOUNTS, type CgDonation,
} from '../../../domain/billing';
import type { GroupView } from '../../../domain/groups/types';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { AppDialog } from '../../components/dialog/AppDialog';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';
import { useQuery } from '../data/useQuery';

function DonationForm({ donation, onSave }: { donation: CgDonation | null; onSave(d: { title: string; description: string; asEnabled: boolean }): Promise<void> }) {
  const [title, setTitle] = useState(donation?.title ?? '');
  const [description, setDescription] = useState(donation?.description ?? '');
  const [asEnabled, setEnabled] = useState(donation?.asEnabled ?? true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setEnabled(donation?.asEnabled ?? true), [donation?.asEnabled]);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = donationDraftError({ title, description });
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    try {
      await onSave({ title, description, asEnabled });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack as="form" gap="2" aria-label="Donation" onSubmit={(e) => void submit(e)}>
      <Field.Root required><Field.Label>Title</Field.Label><Input value={title} onChange={(e) => setTitle(e.currentTarget.value)} /></Field.Root>
      <Field.Root invalid={description.length > DONATION_DESCRIPTION_MAX}>
        <Field.Label>Description</Field.Label>
        <Textarea value={description} rows={3} onChange={(e) => setDescription(e.currentTarget.value)} />
        <Field.HelperText>{description.length} / {DONATION_DESCRIPTION_MAX}</Field.HelperText>
        <Field.ErrorText>{DONATION_MESSAGES.descriptionLong}</Field.ErrorText>
      </Field.Root>
      <label style={{ display: 'flex', gap: 8 }}>
        <input type="checkbox" checked={asEnabled} onChange={(e) => setEnabled(e.currentTarget.checked)} />
        Enabled
      </label>
      {error && <Text role="alert" color="red.600">{error}</Text>}
      <Button type="submit" loading={busy} alignSelf="flex-start" colorPalette="orange">{donation ? 'Save donation' : 'Create donation'}</Button>
    </Stack>
  );
}

/** One amount: shown with Edit and Delete; Edit turns it into a field (checked like a new amount against the others). */
function AmountRow({ price, others, onSave, onDelete }: {
  price: CgDonation['prices'][number]; others: number[]; onSave(cents: number): Promise<string | null>; onDelete(): void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = formatCents(price.cents);
  async function save(e: FormEvent) {
    e.preventDefault();
    const check = donationAmountFromDollars(editing ?? '', others);
    if (!check.ok) return setError(check.message);
    const problem = await onSave(check.cents);
    setError(problem);
    if (!problem) setEditing(null);
  }
  if (editing === null) {
    return (
      <HStack as="li" justify="space-between">
        <Text>{label}</Text>
        <HStack gap="1">
          <Button size="xs" variant="outline" aria-label={`Edit ${label}`} onClick={() => setEditing((price.cents / 100).toFixed(2))}>Edit</Button>
          <Button size="xs" variant="outline" aria-label={`Delete ${label}`} onClick={onDelete}>Delete</Button>
        </HStack>
      </HStack>
    );
  }
  return (
    <Stack as="li" gap="1">
      <HStack as="form" align="flex-end" aria-label={`Edit ${label}`} onSubmit={(e) => void save(e)}>
        <Field.Root><Field.Label>New amount for {label} ($)</Field.Label><Input inputMode="decimal" value={editing} onChange={(e) => setEditing(e.currentTarget.value)} /></Field.Root>
        <Button type="submit" size="sm" colorPalette="orange">Save</Button>
        <Button size="sm" variant="ghost" onClick={() => { setEditing(null); setError(null); }}>Cancel</Button>
      </HStack>
      {error && <Text role="alert" color="red.600">{error}</Text>}
    </Stack>
  );
}

function Amounts({ donation }: { donation: CgDonation }) {
  const { send } = useCommand();
  const [dollars, setDollars] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = donation.prices.length >= MAX_DONATION_AMOUNTS;
  async function add(e: FormEvent) {
    e.preventDefault();
    const check = donationAmountFromDollars(dollars, donation.prices.map((p) => p.cents));
    if (!check.ok) return setError(check.message);
    setError(null);
    try {
      const r = await send('donations.priceCreate', { cgDonationId: donation.id, cents: check.cents });
      setDollars('');
      showAlert(r.message, 'success');
    } catch (err) {
      setError(errorText(err));
    }
  }
  async function update(id: string, cents: number): Promise<string | null> {
    try {
      const r = await send('donations.priceUpdate', { id, cents });
      showAlert(r.message, 'success');
      return null;
    } catch (err) {
      return errorText(err);
    }
  }
  async function remove(id: string) {
    if (!(await askConfirm('Are you sure?'))) return;
    try {
      const r = await send('donations.priceDelete', { id });
      showAlert(r.message, 'success');
    } catch (err) {
      setError(errorText(err));
    }
  }
  if (!donation.asEnabled) return <Text color="gray.600">{DONATION_MESSAGES.enableFirst}</Text>;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">Amounts</Text>
      {donation.prices.length === 0 && <Text color="gray.600">No amounts yet</Text>}
      <Stack as="ul" listStyleType="none" gap="1" aria-label="Amounts">
        {donation.prices.map((p) => (
          <AmountRow
            key={p.id} price={p} others={donation.prices.filter((o) => o.id !== p.id).map((o) => o.cents)}
            onSave={(cents) => update(p.id, cents)} onDelete={() => void remove(p.id)}
          />
        ))}
      </Stack>
      {full ? <Text color="gray.600">{DONATION_MESSAGES.maxAmounts}</Text> : (
        <HStack as="form" align="flex-end" onSubmit={(e) => void add(e)} aria-label="Add amount">
          <Field.Root><Field.Label>Amount ($)</Field.Label><Input inputMode="decimal" value={dollars} onChange={(e) => setDollars(e.currentTarget.value)} /></Field.Root>
          <Button type="submit" colorPalette="orange">Add amount</Button>
        </HStack>
      )}
      {error && <Text role="alert" color="red.600">{error}</Text>}
    </Stack>
  );
}

export function DonationSettingsModal({ group, open, onClose }: { group: GroupView; open: boolean; onClose(): void }) {
  const donation = useQuery('donations.get', { companyGroupId: group.id });
  const { send } = useCommand();
  async function save(d: { title: string; description: string; asEnabled: boolean }) {
    const current = donation.data ?? null;
    const r = current
      ? await send('donations.update', { id: current.id, patch: d })
      : await send('donations.create', { companyGroupId: group.id, ...d });
    showAlert(r.message, 'success');
  }
  return (
    <AppDialog open={open} title="Donation Settings" onClose={onClose}>
      {donation.status === 'error' && <Text role="alert">{donation.error?.message}</Text>}
      {donation.status !== 'error' && donation.data === undefined && <Text role="status">Loading...</Text>}
      {donation.data !== undefined && (
        <Stack gap="4">
          <DonationForm key={donation.data?.id ?? 'new'} donation={donation.data} onSave={save} />
          {donation.data ? <Amounts donation={donation.data} /> : <Text color="gray.600">Create the donation first, then add amounts.</Text>}
        </Stack>
      )}
    </AppDialog>
  );
}
