// The connect button's flow written out case by case from spec 4 (not derived from the machine's own
// graph): where each server status puts the button from wherever it is, and which call each press makes.
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import type { ConnectionStatus } from '../../../src/domain/companies/rules';
import { connectionMachine, type ConnectionEvent } from '../../../src/machines/companies/connection.machine';
import { stepActor } from '../harness';

const changed = (status: ConnectionStatus): ConnectionEvent => ({ type: 'connection.changed', status });
/** the state each status from the server shows */
const SHOWN: Record<ConnectionStatus, StateValue> = { none: 'none', sent: { sent: 'idle' }, received: 'received', connected: { connected: 'idle' } };

function start(signedIn: boolean, ...events: ConnectionEvent[]) {
  const calls: string[] = [];
  const spy = (name: string) => () => void calls.push(name);
  const { actor, value } = stepActor(connectionMachine, [], {
    input: { signedIn },
    actions: { askLogin: spy('askLogin'), requestConnect: spy('requestConnect'), requestResend: spy('requestResend'), requestAccept: spy('requestAccept'), requestDelete: spy('requestDelete') },
  });
  for (const e of events) actor.send(e);
  calls.length = 0;
  return { actor, calls, value };
}

/** where the button can be before the server's status arrives, and how it got there */
const FROM: [string, ConnectionEvent[]][] = [
  ['none', []],
  ['sending', [{ type: 'connect' }]],
  ['sent', [changed('sent')]],
  ['sent, confirming the cancel', [changed('sent'), { type: 'cancel' }]],
  ['received', [changed('received')]],
  ['connected', [changed('connected')]],
  ['connected, confirming the removal', [changed('connected'), { type: 'cancel' }]],
];
const STATUSES: ConnectionStatus[] = ['none', 'sent', 'received', 'connected'];

describe('connection machine: the server status decides the button', () => {
  it.each(FROM.flatMap(([from, events]) => STATUSES.map((status) => [from, status, events] as const)))('from %s, status %s', (_from, status, events) => {
    const { actor, calls, value } = start(true, ...events);
    actor.send(changed(status));
    expect(value()).toEqual(SHOWN[status]);
    expect(calls).toEqual([]);
  });
});

describe('connection machine: each press and the call it makes', () => {
  const cases: [string, boolean, ConnectionEvent[], ConnectionEvent[], StateValue, string[]][] = [
    ['a member connects', true, [], [{ type: 'connect' }], 'sending', ['requestConnect']],
    ['a visitor is asked to log in', false, [], [{ type: 'connect' }], 'none', ['askLogin']],
    ['a sent request is resent, each time asked', true, [changed('sent')], [{ type: 'resend' }, { type: 'resend' }], { sent: 'idle' }, ['requestResend', 'requestResend']],
    ['cancelling a sent request asks first', true, [changed('sent')], [{ type: 'cancel' }], { sent: 'confirming' }, []],
    ['a dismissed cancel keeps the request', true, [changed('sent'), { type: 'cancel' }], [{ type: 'cancel.dismiss' }], { sent: 'idle' }, []],
    ['a confirmed cancel deletes the request', true, [changed('sent'), { type: 'cancel' }], [{ type: 'cancel.confirm' }], 'sending', ['requestDelete']],
    ['no resend while the cancel is asked', true, [changed('sent'), { type: 'cancel' }], [{ type: 'resend' }], { sent: 'confirming' }, []],
    ['a received request is accepted', true, [changed('received')], [{ type: 'accept' }], 'sending', ['requestAccept']],
    ['a received request is rejected', true, [changed('received')], [{ type: 'reject' }], 'sending', ['requestDelete']],
    ['a received request cannot be cancelled or resent', true, [changed('received')], [{ type: 'cancel' }, { type: 'resend' }, { type: 'connect' }], 'received', []],
    ['removing a connection asks first', true, [changed('connected')], [{ type: 'cancel' }], { connected: 'confirming' }, []],
    ['a dismissed removal keeps the connection', true, [changed('connected'), { type: 'cancel' }], [{ type: 'cancel.dismiss' }], { connected: 'idle' }, []],
    ['a confirmed removal deletes the connection', true, [changed('connected'), { type: 'cancel' }], [{ type: 'cancel.confirm' }], 'sending', ['requestDelete']],
    ['a connection cannot be accepted, resent or requested again', true, [changed('connected')], [{ type: 'accept' }, { type: 'resend' }, { type: 'connect' }, { type: 'reject' }], { connected: 'idle' }, []],
    ['nothing is pressed twice while a call is under way', true, [{ type: 'connect' }], [{ type: 'connect' }, { type: 'accept' }, { type: 'cancel.confirm' }], 'sending', []],
  ];
  it.each(cases)('%s', (_name, signedIn, before, presses, after, wantCalls) => {
    const { actor, calls, value } = start(signedIn, ...before);
    for (const e of presses) actor.send(e);
    expect(value()).toEqual(after);
    expect(calls).toEqual(wantCalls);
  });
});
