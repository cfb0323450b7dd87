// The event admin's ticket types: each with sold / quantity and delete (none sold); a form adds one: name, price
// in dollars (blank or 0: free; sent as integer cents), quantity, and the sales window (until the event starts).
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { parseDollars } from '../../../domain/billing';
import { showAlert } from '../../components/alerts';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';
import { useQuery } from '../data/useQuery';
import { priceText } from './BoughtTickets';

/** datetime-local text of an instant in the browser's time zone, and back. */
const localInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};
const fromLocalInput = (text: string) => new Date(text).getTime();

export function TicketTypesAdmin({ cgEventId, eventStartAt }: { cgEventId: string; eventStartAt: number }) {
  const types = useQuery('tickets.types', { cgEventId });
  const { send, pending } = useCommand();
  const [f, setF] = useState(() => ({ name: '', price: '', quantity: '100', start: localInput(Date.now()), end: localInput(eventStartAt) }));
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof f) => (e: { currentTarget: { value: string } }) => setF({ ...f, [k]: e.currentTarget.value });

  async function add(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const cents = f.price.trim() === '' ? 0 : parseDollars(f.price);
    if (cents === null) return setError('Price must be an amount in dollars, e.g. 25 or 25.50');
    const quantity = Number(f.quantity);
    if (!Number.isInteger(quantity) || quantity < 1) return setError('Quantity must be a whole number of at least 1');
    try {
      const r = await send('tickets.typeCreate', { cgEventId, name: f.name.trim(), cents, quantity, salesStartAt: fromLocalInput(f.start), salesEndAt: fromLocalInput(f.end) });
      showAlert(r.message, 'success');
      setF({ ...f, name: '', price: '' });
    } catch (err) {
      setError(errorText(err));
    }
  }
  async function remove(id: string) {
    try {
      showAlert((await send('tickets.typeDelete', { id })).message, 'success');
    } catch (err) {
      showAlert(errorText(err), 'error');
    }
  }

  return (
    <Stack gap="4">
      <Stack as="ul" listStyleType="none" gap="1" aria-label="Ticket types">
        {types.data?.length === 0 && <Text>No ticket types yet</Text>}
        {types.data?.map((t) => (
          <HStack as="li" key={t.id} justify="space-between">
            <Text>{t.name} · {priceText(t.cents)} · {t.sold} / {t.quantity} sold</Text>
            {t.sold === 0 && <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove(t.id)}>Delete</Button>}
          </HStack>
        ))}
      </Stack>
      <Stack as="form" onSubmit={(e) => void add(e)} gap="2" aria-label="Add ticket type">
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
        <Button type="submit" colorPalette="orange" loading={pending} alignSelf="flex-start">Add ticket type</Button>
      </Stack>
    </Stack>
  );
}
