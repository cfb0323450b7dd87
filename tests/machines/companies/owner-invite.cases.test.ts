// The owner's "Invite members" dialog written out case by case from spec 5 (not derived from the machine's own
// graph): what the field, the list and the error show after each step, and what the send is called with.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { OWNER_MESSAGES } from '../../../src/domain/companies/owner';
import { ownerInviteMachine, type InviteEvent } from '../../../src/machines/companies/owner-invite.machine';
import { stepActor } from '../harness';

function start(send: (emails: string[]) => Promise<unknown> = async () => ({ ok: true })) {
  const sent: string[][] = [];
  const { actor, view } = stepActor(ownerInviteMachine, [], {
    actors: { sendInvites: fromPromise<unknown, { emails: string[] }>(({ input }) => { sent.push(input.emails); return send(input.emails); }) },
  });
  const shown = () => { const { value, context } = view(); return { value, draft: context.draft, emails: context.emails, error: context.error }; };
  const type = (value: string) => actor.send({ type: 'draft.change', value });
  const add = (value: string) => { type(value); actor.send({ type: 'email.add' }); };
  return { actor, sent, shown, type, add };
}

describe('owner invite machine: building the list', () => {
  it('opens with an empty field, an empty list and no error', () => {
    expect(start().shown()).toEqual({ value: 'editing', draft: '', emails: [], error: null });
  });
  it('the field shows what is typed', () => {
    const { type, shown } = start();
    type('ann@');
    expect(shown().draft).toBe('ann@');
  });
  it('adding with nothing typed says so', () => {
    const { actor, shown } = start();
    actor.send({ type: 'email.add' });
    expect(shown()).toEqual({ value: 'editing', draft: '', emails: [], error: OWNER_MESSAGES.enterEmail });
  });
  it('an email is added lower-cased and trimmed, and the field is emptied', () => {
    const { add, shown } = start();
    add(' Ann@Example.TEST ');
    expect(shown()).toEqual({ value: 'editing', draft: '', emails: ['ann@example.test'], error: null });
  });
  it('a bad email is refused and stays in the field', () => {
    const { add, shown } = start();
    add('nope');
    expect(shown()).toEqual({ value: 'editing', draft: 'nope', emails: [], error: OWNER_MESSAGES.invalidEmail });
  });
  it('an email already in the list is refused', () => {
    const { add, shown } = start();
    add('ann@example.test');
    add('ANN@example.test');
    expect(shown()).toEqual({ value: 'editing', draft: 'ANN@example.test', emails: ['ann@example.test'], error: OWNER_MESSAGES.emailSelected });
  });
  it('typing again clears the error', () => {
    const { actor, type, shown } = start();
    actor.send({ type: 'email.add' });
    type('b');
    expect(shown().error).toBeNull();
  });
  it('removing one email keeps the others in order and clears the error', () => {
    const { actor, add, shown } = start();
    add('ann@example.test');
    add('bob@example.test');
    add('cat@example.test');
    actor.send({ type: 'email.add' });
    actor.send({ type: 'email.remove', email: 'bob@example.test' });
    expect(shown()).toEqual({ value: 'editing', draft: '', emails: ['ann@example.test', 'cat@example.test'], error: null });
  });
});

describe('owner invite machine: sending', () => {
  it('an empty list is not sent', () => {
    const { actor, sent, shown } = start();
    actor.send({ type: 'send' });
    expect(shown()).toEqual({ value: 'editing', draft: '', emails: [], error: OWNER_MESSAGES.selectOneEmail });
    expect(sent).toEqual([]);
  });
  it('the list is sent as it is, and the dialog is done', async () => {
    const { actor, add, sent } = start();
    add('ann@example.test');
    add('bob@example.test');
    actor.send({ type: 'send' });
    expect(actor.getSnapshot().value).toBe('sending');
    const end = await waitFor(actor, (s) => !s.matches('sending'), { timeout: 1000 });
    expect(sent).toEqual([['ann@example.test', 'bob@example.test']]);
    expect(end.value).toBe('sent');
    expect(end.status).toBe('done');
  });
  it.each<[string, unknown, string]>([
    ['an Error', new Error('server says no'), 'server says no'],
    ['a text', 'server says no', 'server says no'],
  ])('a refused send (%s) goes back to the list with the message', async (_n, error, message) => {
    const { actor, add, shown } = start(() => Promise.reject(error));
    add('ann@example.test');
    actor.send({ type: 'send' });
    await waitFor(actor, (s) => !s.matches('sending'), { timeout: 1000 });
    expect(shown()).toEqual({ value: 'editing', draft: '', emails: ['ann@example.test'], error: message });
  });
  it('without a send supplied, the dialog says which effect is missing', async () => {
    const actor = createActor(ownerInviteMachine).start();
    for (const e of [{ type: 'draft.change', value: 'ann@example.test' }, { type: 'email.add' }, { type: 'send' }] as InviteEvent[]) actor.send(e);
    const end = await waitFor(actor, (s) => !s.matches('sending'), { timeout: 1000 });
    expect(end.value).toBe('editing');
    expect(end.context.error).toBe("owner-invite actor 'sendInvites' not provided: supply it with .provide({ actors })");
  });
});
