// The donate dialog, driven by the donation machine: amounts -> contact (prefilled for members) -> payment (members:
// wallet or a saved card; guests: a card typed here) with the server's totals -> thanks, and Donate again (reset).
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import { formatCents, parseExpiry, type CgDonation, type ChargeQuote, type DonationContact } from '../../../domain/billing';
import type { GroupView } from '../../../domain/groups/types';
import { donationMachine, type GuestCard } from '../../../machines/donations/donation.machine';
import { AppDialog } from '../../components/dialog/AppDialog';
import { AddCardForm } from '../billing/AddCardForm';
import { SavedCardPicker } from '../../components/saved-card-picker/SavedCardPicker';
import { useEngine } from '../data/useEngine';
import { useSession } from '../session/useSession';
import { donationActors } from './donationActors';
import { inspect } from '../../app/inspector';

function Totals({ q }: { q: ChargeQuote }) {
  return (
    <Stack gap="0" aria-label="Totals" role="group">
      <Text>Donation: {formatCents(q.cents)}</Text>
      {q.tranxCents > 0 && <Text>Transaction fee: {formatCents(q.tranxCents)}</Text>}
      <Text fontWeight="semibold">Total: {formatCents(q.finalCents)}</Text>
    </Stack>
  );
}

const CONTACT_FIELDS: [keyof DonationContact, string, string][] = [
  ['email', 'Email', 'email'], ['confirmEmail', 'Confirm email', 'email'], ['firstname', 'First name', 'text'], ['lastname', 'Last name', 'text'],
];

function GuestCardForm({ onChange }: { onChange(card: GuestCard | null): void }) {
  const [card, setCard] = useState({ number: '', expiry: '12/35', cvc: '' });
  function update(patch: Partial<typeof card>) {
    const next = { ...card, ...patch };
    setCard(next);
    const expiry = parseExpiry(next.expiry) ?? { expMonth: 0, expYear: 0 };
    onChange(next.number.trim() ? { number: next.number, ...expiry, cvc: next.cvc } : null);
  }
  return (
    <Stack gap="2" aria-label="Card details" role="group">
      <Field.Root required><Field.Label>Card number</Field.Label>
        <Input inputMode="numeric" autoComplete="cc-number" value={card.number} onChange={(e) => update({ number: e.currentTarget.value })} />
      </Field.Root>
      <HStack>
        <Field.Root required><Field.Label>Expiry (MM/YY)</Field.Label><Input value={card.expiry} onChange={(e) => update({ expiry: e.currentTarget.value })} /></Field.Root>
        <Field.Root required><Field.Label>CVC</Field.Label><Input inputMode="numeric" maxLength={4} value={card.cvc} onChange={(e) => update({ cvc: e.currentTarget.value })} /></Field.Root>
      </HStack>
    </Stack>
  );
}

export function DonateDialog({ group, donation, guest, onClose }: { group: GroupView; donation: CgDonation; guest: boolean; onClose(): void }) {
  const engine = useEngine();
  const engineRef = useRef(engine);
  engineRef.current = engine;
  const { user } = useSession();
  const machine = useMemo(() => donationMachine.provide({ actors: donationActors(engineRef) }), []);
  const [snap, send] = useMachine(machine, {
    input: {
      amounts: donation.prices.map((p) => ({ id: p.id, cents: p.cents })), guest, keySeed: crypto.randomUUID(),
      prefill: user && !guest ? { email: user.email, confirmEmail: user.email, firstname: user.firstname, lastname: user.lastname } : {},
    },
    inspect,
  });
  const ctx = snap.context;
  const chosen = donation.prices.find((p) => p.id === ctx.priceId);
  const error = ctx.error && <Text role="alert" color="red.600">{ctx.error}</Text>;
  const back = <Button variant="outline" onClick={() => send({ type: 'back' })}>Back</Button>;
  let body;
  let footer;
  if (snap.matches('amounts')) {
    body = (
      <Stack gap="3">
        <Text fontWeight="semibold">{donation.title}</Text>
        {donation.description && <Text whiteSpace="pre-wrap">{donation.description}</Text>}
        <Stack as="fieldset" gap="1">
          <legend>Amount</legend>
          {donation.prices.map((p) => (
            <label key={p.id} style={{ display: 'flex', gap: 8 }}>
              <input type="radio" name="donation-amount" checked={ctx.priceId === p.id} onChange={() => send({ type: 'amount.select', priceId: p.id })} />
              {formatCents(p.cents)}
            </label>
          ))}
        </Stack>
        {error}
      </Stack>
    );
    footer = <Button onClick={() => send({ type: 'amounts.next' })}>Next</Button>;
  } else if (snap.matches('contact')) {
    body = (
      <Stack as="form" gap="2" aria-label="Contact" onSubmit={(e) => { e.preventDefault(); send({ type: 'contact.next' }); }}>
        {CONTACT_FIELDS.map(([field, label, type]) => (
          <Field.Root key={field} required invalid={!!ctx.contactErrors[field]}>
            <Field.Label>{label}</Field.Label>
            <Input type={type} value={ctx.contact[field]} onChange={(e) => send({ type: 'contact.change', field, value: e.currentTarget.value })} />
            <Field.ErrorText>{ctx.contactErrors[field]}</Field.ErrorText>
          </Field.Root>
        ))}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Stack>
    );
    footer = <HStack>{back}<Button onClick={() => send({ type: 'contact.next' })}>Next</Button></HStack>;
  } else if (snap.matches('pay')) {
    const paying = snap.matches({ pay: 'paying' });
    body = (
      <Stack gap="3" aria-label="Payment">
        {chosen && <Text fontWeight="semibold">Donation of {formatCents(chosen.cents)} to {group.name}</Text>}
        {snap.matches({ pay: 'loading' }) && <Text role="status">Loading...</Text>}
        {snap.matches({ pay: 'failed' }) && <Button size="sm" onClick={() => send({ type: 'retry' })}>Retry</Button>}
        {ctx.quote && <Totals q={ctx.quote} />}
        {!snap.matches({ pay: 'loading' }) && !snap.matches({ pay: 'failed' }) && (guest ? (
          <>
            <Text>Pay by card</Text>
            <GuestCardForm onChange={(card) => send({ type: 'guestCard.change', card })} />
          </>
        ) : (
          <>
            <Stack as="fieldset" gap="1">
              <legend>Payment method</legend>
              {(['WALLET', 'CARD'] as const).map((m) => (
                <label key={m} style={{ display: 'flex', gap: 8 }}>
                  <input type="radio" name="donation-method" checked={ctx.method === m} onChange={() => send({ type: 'method.select', method: m })} />
                  {m === 'WALLET' ? `Wallet (${formatCents(ctx.walletCents)})` : 'Card'}
                </label>
              ))}
            </Stack>
            {ctx.method === 'CARD' && <SavedCardPicker cards={ctx.cards} value={ctx.cardId} onChange={(cardId) => send({ type: 'card.select', cardId })} name="donation-card" />}
            {ctx.method === 'CARD' && ctx.cards.length === 0 && <AddCardForm onAdded={(card) => send({ type: 'card.added', card })} />}
          </>
        ))}
        {error}
      </Stack>
    );
    footer = (
      <HStack>
        {back}
        <Button loading={paying} disabled={!snap.matches({ pay: 'ready' }) && !paying} onClick={() => send({ type: 'pay.submit' })}>
          Donate{ctx.quote ? ` ${formatCents(ctx.quote.finalCents)}` : ''}
        </Button>
      </HStack>
    );
  } else {
    body = <Text role="status" fontSize="lg">{ctx.message}</Text>;
    footer = <HStack><Button variant="outline" onClick={() => send({ type: 'reset' })}>Donate again</Button><Button onClick={onClose}>Close</Button></HStack>;
  }
  return <AppDialog open title={`Donate to ${group.name}`} onClose={onClose} footer={footer}>{body}</AppDialog>;
}
