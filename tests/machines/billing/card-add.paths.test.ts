// Path tests generated from the card-add machine's graph, replayed with fake effects (spec 8): the gateway
// tokenises what was typed (number without spaces, expiry as month and 20YY), the card is saved from that
// token under the name typed (else 'Card'), a refusal shows the gateway's or server's message, retry
// tokenises again, cancel clears the form, a bad expiry never reaches the gateway.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { EMPTY_CARD_FIELDS, type Card } from '../../../src/domain/billing';
import { CARD_ADD_FAILED, cardAddMachine, type CardAddContext, type SaveCardOutput } from '../../../src/machines/billing/card-add.machine';
import { controllableActors, itTakesEveryTransition, pathName, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';

const card: Card = { id: 'card-9', name: 'Bea', brand: 'Visa', last4: '4242', asDefault: true, createdAt: 1 };
const created: SaveCardOutput = { card, message: 'Card created' };
const events = [
  { type: 'edit', fields: { name: ' Bea ', cardNumber: '4242 4242 4242 4242', cvc: '123' } },
  { type: 'edit', fields: { expiry: '1235' } },
  { type: 'edit', fields: { expiry: '01/31' } },
  { type: 'submit' },
  { type: 'retry' },
  { type: 'cancel' },
  { type: 'xstate.done.actor.tokenise', output: { id: 'tok_1' } },
  { type: 'xstate.error.actor.tokenise', error: { message: 'Your card number is incorrect.' } },
  { type: 'xstate.error.actor.tokenise', error: new Error('') },
  { type: 'xstate.done.actor.save', output: created },
  { type: 'xstate.error.actor.save', error: { message: 'Service unavailable 503' } },
] as const;

// what the gateway must be asked for each expiry the paths type, and the token request's other fields
const EXPIRY: Record<string, { expMonth: number; expYear: number }> = { '12/35': { expMonth: 12, expYear: 2035 }, '01/31': { expMonth: 1, expYear: 2031 } };
const fieldsOf = (c: CardAddContext) => ({ name: c.name, cardNumber: c.cardNumber, expiry: c.expiry, cvc: c.cvc });

const paths = transitionPaths(cardAddMachine, { events: events as never });
const coverage = transitionCoverage(cardAddMachine);

describe('card-add machine: every transition', () => {
  it('reaches every resting state', () => {
    expect([...new Set(paths.map((p) => JSON.stringify(p.state.value)))].sort()).toEqual(restingLeafValues(cardAddMachine).sort());
  });
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
    const fakes = controllableActors(['tokenise', 'save']);
    const announced: SaveCardOutput[] = [];
    const actor = createActor(cardAddMachine.provide({ actors: fakes.actors as never, actions: { saved: (_: unknown, p: SaveCardOutput) => void announced.push(p) } }), { inspect: coverage.inspect }).start();
    await replay(actor, fakes, path.steps.slice(0, -1) as never);
    const tokenised = fakes.inputs.get('tokenise')?.length ?? 0;
    const announcedBefore = announced.length;
    await replay(actor, fakes, path.steps.slice(-1) as never);
    const snap = actor.getSnapshot();
    const ctx = snap.context;
    const before = (path.steps.at(-2)?.state.context ?? cardAddMachine.getInitialSnapshot(null as never).context) as CardAddContext;
    const last = path.steps.at(-1)!.event as (typeof events)[number] | { type: 'xstate.init' };
    switch (last.type) {
      case 'edit':
        expect(snap.value).toBe('editing'); // typing after a save or a refusal is a new entry
        expect(fieldsOf(ctx)).toEqual({ ...fieldsOf(before), ...last.fields });
        expect(ctx.error).toBe(before.error); // typing leaves the message shown until the next try
        break;
      case 'submit':
      case 'retry':
        if (before.expiry === '1235') {
          expect(snap.value).toBe('editing');
          expect(ctx.error).toBe('Expiry must be MM/YY');
          expect(fakes.inputs.get('tokenise')?.length ?? 0).toBe(tokenised);
        } else {
          expect(snap.value).toBe('tokenising');
          expect(ctx.error).toBeNull();
          expect(fakes.inputs.get('tokenise')).toHaveLength(tokenised + 1);
          expect(fakes.inputs.get('tokenise')!.at(-1)).toEqual({ number: before.cardNumber === '' ? '' : '4242424242424242', ...EXPIRY[before.expiry], cvc: before.cvc });
        }
        break;
      case 'cancel':
        expect(snap.value).toBe('editing');
        expect(ctx).toMatchObject({ ...EMPTY_CARD_FIELDS, error: null });
        break;
      case 'xstate.done.actor.tokenise':
        expect(snap.value).toBe('saving');
        expect(fakes.inputs.get('save')!.at(-1)).toEqual({ name: before.name === '' ? 'Card' : 'Bea', tmpToken: 'tok_1' });
        break;
      case 'xstate.done.actor.save':
        expect(snap.value).toBe('saved');
        expect(ctx).toMatchObject({ card, message: 'Card created', cardNumber: '', cvc: '', name: before.name, expiry: before.expiry, tmpToken: null, error: null });
        expect(announced.slice(announcedBefore)).toEqual([created]);
        break;
      case 'xstate.error.actor.tokenise':
      case 'xstate.error.actor.save':
        expect(snap.value).toBe('failed');
        expect(ctx.error).toBe(last.error.message || 'The card could not be added');
        expect(ctx.tmpToken).toBeNull();
        expect(fieldsOf(ctx)).toEqual(fieldsOf(before)); // what was typed stays for the retry
        break;
    }
    if (last.type !== 'xstate.done.actor.save') expect(announced).toHaveLength(announcedBefore);
    actor.stop();
  });
  itTakesEveryTransition(coverage);
});

describe('card-add machine: the rules', () => {
  it("the flight recorder names the flow 'cardAdd' (what a recording's replay looks for)", () => {
    const actor = createActor(cardAddMachine);
    expect(actor.getSnapshot().machine.id).toBe('cardAdd');
  });
  it('without .provide() the tokenising fails naming the missing actor, never a made-up card', async () => {
    const actor = createActor(cardAddMachine).start();
    actor.send({ type: 'submit' });
    const snap = await waitFor(actor, (s) => s.matches('failed'), { timeout: 500 });
    expect(snap.context.error).toBe("cardAdd actor 'tokenise' not provided: supply it with .provide({ actors })");
    actor.stop();
  });
  it('without a save actor the saving fails naming it, the token forgotten', async () => {
    const fakes = controllableActors(['tokenise']);
    const actor = createActor(cardAddMachine.provide({ actors: fakes.actors as never })).start();
    actor.send({ type: 'submit' });
    fakes.pending.get('tokenise')!.resolve({ id: 'tok_1' });
    const snap = await waitFor(actor, (s) => s.matches('failed'), { timeout: 500 });
    expect(snap.context).toMatchObject({ error: "cardAdd actor 'save' not provided: supply it with .provide({ actors })", tmpToken: null, card: null });
    actor.stop();
  });
  it.each([
    ['a string', 'declined'], ['a message that is not text', { message: 402 }], ['nothing', undefined],
  ])('a refusal with %s shows the fallback words', async (_n, error) => {
    const fakes = controllableActors(['tokenise', 'save']);
    const actor = createActor(cardAddMachine.provide({ actors: fakes.actors as never })).start();
    actor.send({ type: 'submit' });
    fakes.pending.get('tokenise')!.reject(error);
    const snap = await waitFor(actor, (s) => s.matches('failed'), { timeout: 500 });
    expect(snap.context.error).toBe(CARD_ADD_FAILED);
    expect(CARD_ADD_FAILED).toBe('The card could not be added');
    actor.stop();
  });
  const typed = { name: 'Bea', cardNumber: '4242 4242 4242 4242', expiry: '01/31', cvc: '123' };
  it('cancel clears the form and the message while editing, and while tokenising (a late token is never saved)', async () => {
    const fakes = controllableActors(['tokenise', 'save']);
    const actor = createActor(cardAddMachine.provide({ actors: fakes.actors as never })).start();
    actor.send({ type: 'edit', fields: { ...typed, expiry: '1231' } });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context).toMatchObject({ ...typed, expiry: '1231', error: 'Expiry must be MM/YY' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { ...EMPTY_CARD_FIELDS, error: null } });
    actor.send({ type: 'edit', fields: typed });
    actor.send({ type: 'submit' });
    const asked = fakes.pending.get('tokenise')!;
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { ...EMPTY_CARD_FIELDS, error: null, tmpToken: null } });
    asked.resolve({ id: 'tok_late' });
    await new Promise((r) => setTimeout(r, 10));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(fakes.inputs.get('save')).toBeUndefined();
    actor.stop();
  });
  it('after a save: typing starts a new entry, submit adds another card, cancel clears the form', async () => {
    const fakes = controllableActors(['tokenise', 'save']);
    const actor = createActor(cardAddMachine.provide({ actors: fakes.actors as never })).start();
    const save = async () => {
      fakes.pending.get('tokenise')!.resolve({ id: 'tok_1' });
      await waitFor(actor, (s) => s.matches('saving'));
      fakes.pending.get('save')!.resolve(created);
      await waitFor(actor, (s) => s.matches('saved'));
    };
    actor.send({ type: 'edit', fields: typed });
    actor.send({ type: 'submit' });
    await save();
    actor.send({ type: 'edit', fields: { cardNumber: '5555 5555 5555 4444' } });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { cardNumber: '5555 5555 5555 4444', card } });
    actor.send({ type: 'submit' });
    await save();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('tokenising');
    expect(fakes.inputs.get('tokenise')!.at(-1)).toEqual({ number: '', expMonth: 1, expYear: 2031, cvc: '' });
    await save();
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { ...EMPTY_CARD_FIELDS, error: null } });
    actor.stop();
  });
  it('after a refusal: typing goes back to the form with the message kept, cancel clears both', async () => {
    const fakes = controllableActors(['tokenise', 'save']);
    const actor = createActor(cardAddMachine.provide({ actors: fakes.actors as never })).start();
    const refuse = async () => {
      actor.send({ type: 'submit' });
      fakes.pending.get('tokenise')!.reject({ message: 'Your card number is incorrect.' });
      await waitFor(actor, (s) => s.matches('failed'));
    };
    actor.send({ type: 'edit', fields: typed });
    await refuse();
    actor.send({ type: 'edit', fields: { cvc: '321' } });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { ...typed, cvc: '321', error: 'Your card number is incorrect.' } });
    await refuse();
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { ...EMPTY_CARD_FIELDS, error: null } });
    actor.stop();
  });
  it('an edit keeps only text for the form\'s own fields', () => {
    const actor = createActor(cardAddMachine).start();
    actor.send({ type: 'edit', fields: { name: 'Bea', cardNumber: '4242', expiry: '01/31', cvc: '123' } });
    actor.send({ type: 'edit', fields: { name: 42, cardNumber: undefined, expiry: null, cvc: {} } as never });
    expect(actor.getSnapshot().context).toMatchObject({ name: 'Bea', cardNumber: '4242', expiry: '01/31', cvc: '123' });
    actor.send({ type: 'edit', fields: { cvc: '999' } });
    expect(actor.getSnapshot().context).toMatchObject({ name: 'Bea', cardNumber: '4242', expiry: '01/31', cvc: '999' });
    actor.stop();
  });
  it('a refused save is retried with a new token; an edit event cannot set the token or the error', async () => {
    const fakes = controllableActors(['tokenise', 'save']);
    const actor = createActor(cardAddMachine.provide({ actors: fakes.actors as never })).start();
    actor.send({ type: 'edit', fields: { cardNumber: '4242424242424242', tmpToken: 'x', error: 'y' } as never });
    expect(actor.getSnapshot().context).toMatchObject({ cardNumber: '4242424242424242', tmpToken: null, error: null });
    actor.send({ type: 'submit' });
    fakes.pending.get('tokenise')!.resolve({ id: 'tok_1' });
    await waitFor(actor, (s) => s.matches('saving'));
    fakes.pending.get('save')!.reject(new Error('Service unavailable 503'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'submit' }); // only retry (or an edit) leaves failed
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'retry' });
    fakes.pending.get('tokenise')!.resolve({ id: 'tok_2' });
    await waitFor(actor, (s) => s.matches('saving'));
    expect(fakes.inputs.get('save')).toEqual([{ name: 'Card', tmpToken: 'tok_1' }, { name: 'Card', tmpToken: 'tok_2' }]);
    expect(fakes.inputs.get('tokenise')).toHaveLength(2);
    actor.send({ type: 'cancel' }); // a card being saved cannot be cancelled
    expect(actor.getSnapshot().value).toBe('saving');
    actor.stop();
  });
});
