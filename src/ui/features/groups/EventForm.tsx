// Create an event (group admins): type, dates and times with a time zone; dates not before today.
import { Button, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { dayIn, EVENT_DATE_IN_PAST, EVENT_TYPES, type EventType } from '../../../domain/groups/event-time';
import type { GroupEvent } from '../../../domain/groups/types';
import { RichTextEditor } from '../../components/rich-text/RichTextEditor';
import { useApi } from '../session/useApi';
import { messageOf, useLoad } from './useLoad';

const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function EventForm({ companyGroupId, onCreated }: { companyGroupId: string; onCreated(e: GroupEvent): void }) {
  const api = useApi();
  const zones = useLoad(() => api.call('groups.events.timeZones', undefined), [api]);
  const today = dayIn(Date.now(), localZone);
  const [f, setF] = useState({ name: '', type: 'ONLINE' as EventType, startDate: today, startTime: '09:00', endDate: today, endTime: '17:00', timeZone: localZone, city: '', address: '', country: '', onlineUrl: '', description: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof f) => (e: { currentTarget: { value: string } }) => setF({ ...f, [k]: e.currentTarget.value });
  const submit = async () => {
    if (!f.name.trim()) return setError('Event name is required');
    if (f.startDate < dayIn(Date.now(), f.timeZone) || f.endDate < dayIn(Date.now(), f.timeZone)) return setError(EVENT_DATE_IN_PAST);
    setBusy(true);
    setError(null);
    try {
      const e = await api.call('groups.events.create', { companyGroupId, ...f });
      if (e) onCreated(e);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  const field = (label: string, k: keyof typeof f, type = 'text') => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input type={type} value={f[k]} min={type === 'date' ? today : undefined} onChange={set(k)} />
    </Field.Root>
  );
  return (
    <Stack gap="3" as="form" aria-label="New event" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      {field('Event name', 'name')}
      <Field.Root>
        <Field.Label>Event type</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={f.type} onChange={set('type')}>
            {EVENT_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {field('Start date', 'startDate', 'date')}
        {field('Start time', 'startTime', 'time')}
        {field('End date', 'endDate', 'date')}
        {field('End time', 'endTime', 'time')}
      </SimpleGrid>
      <Field.Root>
        <Field.Label>Time zone</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={f.timeZone} onChange={set('timeZone')}>
            {(zones.kind === 'ready' ? zones.data : [f.timeZone]).map((z) => <option key={z} value={z}>{z}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {f.type !== 'ONLINE' && field('Address', 'address')}
      {f.type !== 'ONLINE' && field('City', 'city')}
      {f.type !== 'ONLINE' && field('Country', 'country')}
      {f.type !== 'PHYSICAL' && field('Online link', 'onlineUrl')}
      <RichTextEditor label="Event description" value={f.description} onChange={(description) => setF({ ...f, description })} />
      {error && <Text role="alert" color="red.600">{error}</Text>}
      <Button type="submit" loading={busy} alignSelf="flex-start">Create event</Button>
    </Stack>
  );
}
