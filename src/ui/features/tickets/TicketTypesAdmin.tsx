// The event admin's ticket types: each with sold / quantity, Edit (name, price, quantity not below the tickets sold,
// sales window; the server refuses anything else with its message) and Delete (none sold); the same form adds one:
// name, price in dollars (blank or 0: free; sent as integer cents), quantity, and the sales window (until the event starts).
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { parseDollars } from '../../../domain/billing';
import type { TicketType } from '../../../domain/tickets';
import { showAlert } from '../../components/alerts';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';
import { useQuery } from '../data/useQuery';
import { priceText } from './BoughtTickets';
import { askConfirm } from '../../components/confirm-dialog/confirm';

/** datetime-local text of an instant in the browser's time zone, and back. */
const localInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};
const fromLocalInput = (text: string) => new Date(text).getTime();
const dollarsInput = (cents: number) => (cents === 0 ? '' : (cents / 100).toFixed(2));

type Draft = { name: string; price: string; quantity: string; start: string; end: string };
type Fields = { name: string; cents: number; quantity: number; salesStartAt: number; salesEndAt: number };
const draftOf = (t: TicketType): Draft => ({ name: t.name, price: dollarsInput(t.cents), quantity: String(t.quantity), start: localInput(t.salesStartAt), end: localInput(t.salesEndAt) });

/** The form's fields as the server takes them, or the reason they cannot be sent. */
function fieldsOf(f: Draft): Fields | string {
  const cents = f.price.trim() === '' ? 0 : parseDollars(f.price);
  if (cents === null) return 'Price must be an amount in dollars, e.g. 25 or 25.50';
  const quantity = Number(f.quantity);
  if (!Number.isInteger(quantity) || quantity < 1) return 'Quantity must be a whole number of at least 1';
  return { name: f.name.trim(), cents, quantity, salesStartAt: fromLocalInput(f.start), salesEndAt: fromLocalInput(f.end) };
}

function TypeForm({ initial, label, submit, onCancel }: { initial: Draft; label: string; submit(f: Fields): Promise<string>; onCancel?: () => void }) {
  const [busy, setBusy] = useState(false);
  const [f, setF] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof Draft) => (e: { currentTarget: { value: string } }) => setF({ ...f, [k]: e.currentTarget.value });
  async function save(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const fields = fieldsOf(f);
    if (typeof fields === 'string') return setError(fields);
    setBusy(true);
    try {
      showAlert(await submit(fields), 'success');
      if (!onCancel) setF({ ...f, name: '', price: '' });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack as="form" onSubmit={(e) => void save(e)} gap="2" aria-label={label}>
      <Field.Root required><Field.Label>Ticket name</Field.Label><Input value={f.name} maxLength={100} onChange={set('name')} /></Field.Root>
      <HStack>
        <Field.Root><Field.Label>Price ($, blank for free)</Field.Label><Input inputMode="decimal" value={f.price} onChange={set('price')} /></Field.Root>
        <Field.Root required><Field.Label>Quantity</Field.Label><Input type="number" min={1} value={f.quantity} onChange={set('quantity')} /></Field.Root>
      </HStack>
      <HStack>
        <Field.Root required><Field.Label>Sales start</Field.Label><Input type="datetime-local" value={f.start} onChange={set('start')} /></Field.Root>
        <Field.Root required><Field.Label>Sales end</Field.Label><Input type="datetime-local" value={f.end} onChange={set('end')} /></Field.Root>
      </HStack>
      {error && <Text role="alert" color="red.600">{error}</Text>}
      <HStack>
        <Button type="submit" colorPalette="orange" loading={busy} alignSelf="flex-start">{onCancel ? 'Save changes' : 'Add ticket type'}</Button>
        {onCancel && <Button variant="outline" onClick={onCancel}>Cancel</Button>}
      </HStack>
    </Stack>
  );
}

export function TicketTypesAdmin({ cgEventId, eventStartAt }: { cgEventId: string; eventStartAt: number }) {
  const types = useQuery('tickets.types', { cgEventId });
  const { send } = useCommand();
  const [editing, setEditing] = useState<string | null>(null);
  async function remove(id: string, name: string) {
    if (!(await askConfirm(`Delete the ticket type ${name}? Nobody has bought it yet.`, { title: 'Delete ticket type', confirmLabel: 'Delete' }))) return;
    try {
      showAlert((await send('tickets.typeDelete', { id })).message, 'success');
    } catch (err) {
      showAlert(errorText(err), 'error');
    }
  }
  const update = (id: string) => async (patch: Fields) => {
    const r = await send('tickets.typeUpdate', { id, patch });
    setEditing(null);
    return r.message;
  };
  const create = async (fields: Fields) => (await send('tickets.typeCreate', { cgEventId, ...fields })).message;

  return (
    <Stack gap="4">
      <Stack as="ul" listStyleType="none" gap="1" aria-label="Ticket types">
        {types.data?.length === 0 && <Text>No ticket types yet</Text>}
        {types.data?.map((t) => (
          <Stack as="li" key={t.id} gap="2">
            <HStack justify="space-between">
              <Text>{t.name} · {priceText(t.cents)} · {t.sold} / {t.quantity} sold</Text>
              <HStack>
                <Button size="xs" variant="outline" aria-label={`Edit ${t.name}`} onClick={() => setEditing(t.id)}>Edit</Button>
                {t.sold === 0 && <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${t.name}`} onClick={() => void remove(t.id, t.name)}>Delete</Button>}
              </HStack>
            </HStack>
            {editing === t.id && <TypeForm initial={draftOf(t)} label={`Edit ticket type ${t.name}`} submit={update(t.id)} onCancel={() => setEditing(null)} />}
          </Stack>
        ))}
      </Stack>
      {editing === null && (
        <TypeForm initial={{ name: '', price: '', quantity: '100', start: localInput(Date.now()), end: localInput(eventStartAt) }} label="Add ticket type" submit={create} />
      )}
    </Stack>
  );
}
