// Add a card, driven by the card-add machine: the sandbox gateway tokenises the number (a real provider's hosted
// field would), then the card is saved from the token. Gateway errors show as '* ERROR: {message}'.
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useRef, useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import type { Card, CardTokenRequest } from '../../../domain/billing';
import { cardAddMachine, type SaveCardInput, type SaveCardOutput } from '../../../machines/billing/card-add.machine';
import { inspect } from '../../app/inspector';
import { showAlert } from '../../components/alerts';
import { sendCommand } from '../data/useCommand';
import { useEngineRef } from '../data/useEngineRef';

/** `onAdded`: for flows that hold their own card list (a machine); the card lists on screen follow by themselves. */
export function AddCardForm({ onAdded }: { onAdded?(card: Card): void }) {
  const engine = useEngineRef();
  const added = useRef(onAdded);
  added.current = onAdded;
  const [logic] = useState(() => cardAddMachine.provide({
    actors: {
      tokenise: fromPromise<{ id: string }, CardTokenRequest>(({ input }) => sendCommand(engine.current, 'billing.sandboxToken', input)),
      save: fromPromise<SaveCardOutput, SaveCardInput>(({ input }) => sendCommand(engine.current, 'billing.cardCreate', input)),
    },
    actions: {
      saved: (_, r: SaveCardOutput) => {
        showAlert(r.message, 'success');
        added.current?.(r.card);
      },
    },
  }));
  const [snap, send] = useMachine(logic, { inspect });
  const ctx = snap.context;

  function submit(e: FormEvent) {
    e.preventDefault();
    send({ type: snap.matches('failed') ? 'retry' : 'submit' });
  }

  return (
    <Stack as="form" onSubmit={submit} gap="3" maxW="420px" aria-label="Add card">
      <Field.Root><Field.Label>Name on card</Field.Label><Input value={ctx.name} onChange={(e) => send({ type: 'edit', fields: { name: e.currentTarget.value } })} /></Field.Root>
      <Field.Root required><Field.Label>Card number</Field.Label><Input inputMode="numeric" autoComplete="cc-number" value={ctx.cardNumber} onChange={(e) => send({ type: 'edit', fields: { cardNumber: e.currentTarget.value } })} /></Field.Root>
      <HStack>
        <Field.Root required><Field.Label>Expiry (MM/YY)</Field.Label><Input value={ctx.expiry} onChange={(e) => send({ type: 'edit', fields: { expiry: e.currentTarget.value } })} /></Field.Root>
        <Field.Root required><Field.Label>CVC</Field.Label><Input inputMode="numeric" value={ctx.cvc} maxLength={4} onChange={(e) => send({ type: 'edit', fields: { cvc: e.currentTarget.value } })} /></Field.Root>
      </HStack>
      {/* the gateway's refusal (failed) as '* ERROR: {message}'; our own check of the entry in its own words */}
      {ctx.error && <Text role="alert" color="red.600">{snap.matches('failed') ? `* ERROR: ${ctx.error}` : ctx.error}</Text>}
      <Button type="submit" loading={snap.matches('tokenising') || snap.matches('saving')} alignSelf="flex-start" colorPalette="orange">Add card</Button>
    </Stack>
  );
}
