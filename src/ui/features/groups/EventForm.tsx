// Create or edit an event (group admins): type, dates and times with a time zone, place (with optional map
// coordinates; without them the server places the event at its city) or online link, description. Event dates
// cannot be before today (in the event's time zone). The place fields: ../geo/AddressFields.
import { Button, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { dayIn, EVENT_TYPES, validateEventTimes, type EventType } from '../../../domain/groups/event-time';
import type { GroupEvent, GroupEventInput } from '../../../domain/groups/types';
import { RichTextEditor } from '../../components/rich-text/RichTextEditor';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';
import { useQuery } from '../data/useQuery';
import { AddressFields } from '../geo/AddressFields';
import { EVENT_TYPE_LABELS } from '../../../domain/shared/words';

const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

type Form = {
  name: string; type: EventType; startDate: string; startTime: string; endDate: string; endTime: string; timeZone: string;
  address: string; city: string; state: string; country: string; zipCode: string; lat: string; lng: string; onlineUrl: string; description: string;
};

const formOf = (e: GroupEvent | undefined, today: string): Form => ({
  name: e?.name ?? '', type: e?.type ?? 'ONLINE', startDate: e?.startDate ?? today, startTime: e?.startTime ?? '09:00', endDate: e?.endDate ?? today,
  endTime: e?.endTime ?? '17:00', timeZone: e?.timeZone ?? localZone, address: e?.address ?? '', city: e?.city ?? '', state: e?.state ?? '', country: e?.country ?? '', zipCode: e?.zipCode ?? '',
  lat: e?.lat == null ? '' : String(e.lat), lng: e?.lng == null ? '' : String(e.lng), onlineUrl: e?.onlineUrl ?? '', description: e?.description ?? '',
});

const coordinate = (v: string) => (v.trim() === '' ? null : Number(v));

/** The form as the API's input, or the message of the first rule it breaks. */
function inputOf(f: Form): GroupEventInput | string {
  if (!f.name.trim()) return 'Event name is required';
  const lat = coordinate(f.lat);
  const lng = coordinate(f.lng);
  if ((lat === null) !== (lng === null) || (lat !== null && !(Math.abs(lat) <= 90)) || (lng !== null && !(Math.abs(lng) <= 180))) {
    return 'Please give both latitude (-90 to 90) and longitude (-180 to 180), or neither';
  }
  const problem = validateEventTimes(f, Date.now());
  if (problem) return problem;
  const { lat: _lat, lng: _lng, ...rest } = f;
  return { ...rest, name: f.name.trim(), lat, lng };
}

export function EventForm({ companyGroupId, event, onSaved, onCancel }: { companyGroupId: string; event?: GroupEvent; onSaved(e: GroupEvent): void; onCancel?(): void }) {
  const zones = useQuery('groups.events.timeZones', undefined);
  const { send, pending } = useCommand();
  const today = dayIn(Date.now(), localZone);
  const [f, setF] = useState<Form>(() => formOf(event, today));
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof Form) => (e: { currentTarget: { value: string } }) => setF({ ...f, [k]: e.currentTarget.value });
  const submit = async () => {
    const input = inputOf(f);
    if (typeof input === 'string') return setError(input);
    setError(null);
    try {
      onSaved(event ? await send('groups.events.update', { id: event.id, patch: input }) : await send('groups.events.create', { companyGroupId, ...input }));
    } catch (err) {
      setError(errorText(err));
    }
  };
  const field = (label: string, k: keyof Form, type = 'text') => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input type={type} value={f[k]} min={type === 'date' ? today : undefined} step={type === 'number' ? 'any' : undefined} onChange={set(k)} />
    </Field.Root>
  );
  return (
    <Stack gap="3" as="form" aria-label={event ? 'Edit event' : 'New event'} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      {field('Event name', 'name')}
      <Field.Root>
        <Field.Label>Event type</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={f.type} onChange={set('type')}>
            {EVENT_TYPES.map((t) => <option key={t} value={t}>{EVENT_TYPE_LABELS[t]}</option>)}
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
            {(zones.data ?? [f.timeZone]).map((z) => <option key={z} value={z}>{z}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {f.type !== 'ONLINE' && (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <AddressFields parts={['address', 'country', 'state', 'city', 'zipCode']} countryAs="name" value={f}
              onChange={(place) => setF((cur) => ({ ...cur, ...place }))} onPick={(s) => setF((cur) => ({ ...cur, lat: String(s.lat), lng: String(s.lng) }))} />
            {field('Latitude', 'lat', 'number')}
            {field('Longitude', 'lng', 'number')}
          </SimpleGrid>
        </>
      )}
      {f.type !== 'PHYSICAL' && field('Online link', 'onlineUrl')}
      <RichTextEditor label="Event description" value={f.description} onChange={(description) => setF({ ...f, description })} />
      {error && <Text role="alert" color="red.600">{error}</Text>}
      <Stack direction="row">
        <Button type="submit" loading={pending}>{event ? 'Save event' : 'Create event'}</Button>
        {onCancel && <Button variant="outline" onClick={onCancel}>Cancel</Button>}
      </Stack>
    </Stack>
  );
}
