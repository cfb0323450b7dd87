// Add a card: the sandbox gateway tokenises the number (a real provider's hosted field would), then the card
// is saved from the token. Gateway errors show as '* ERROR: {message}'.
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { Card } from '../../../domain/billing';
import { showAlert } from '../../components/alerts';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';

/** `onAdded`: for flows that hold their own card list (a machine); the card lists on screen follow by themselves. */
export function AddCardForm({ onAdded }: { onAdded?(card: Card): void }) {
  const { send } = useCommand();
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('12/35');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const m = /^(\d{1,2})\/(\d{2})$/.exec(expiry.trim());
    if (!m) return setError('Expiry must be MM/YY');
    setBusy(true);
    try {
      const tok = await send('billing.sandboxToken', { number: number.replace(/\s+/g, ''), expMonth: Number(m[1]), expYear: 2000 + Number(m[2]), cvc });
      const r = await send('billing.cardCreate', { name: name.trim() || 'Card', tmpToken: tok.id });
      showAlert(r.message, 'success');
      setNumber('');
      setCvc('');
      onAdded?.(r.card);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack as="form" onSubmit={(e) => void submit(e)} gap="3" maxW="420px" aria-label="Add card">
      <Field.Root><Field.Label>Name on card</Field.Label><Input value={name} onChange={(e) => setName(e.currentTarget.value)} /></Field.Root>
      <Field.Root required><Field.Label>Card number</Field.Label><Input inputMode="numeric" autoComplete="cc-number" value={number} onChange={(e) => setNumber(e.currentTarget.value)} /></Field.Root>
      <HStack>
        <Field.Root required><Field.Label>Expiry (MM/YY)</Field.Label><Input value={expiry} onChange={(e) => setExpiry(e.currentTarget.value)} /></Field.Root>
        <Field.Root required><Field.Label>CVC</Field.Label><Input inputMode="numeric" value={cvc} maxLength={4} onChange={(e) => setCvc(e.currentTarget.value)} /></Field.Root>
      </HStack>
      {error && <Text role="alert" color="red.600">* ERROR: {error}</Text>}
      <Button type="submit" loading={busy} alignSelf="flex-start" colorPalette="orange">Add card</Button>
    </Stack>
  );
}
