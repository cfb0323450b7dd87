// `npm run flows`: writes docs/flows.md, a Mermaid state diagram of every machine drawn from its own
// definition (machine.root: states, initial states, final states, every transition with its event and
// guard), grouped by the product's flows. tests/machines/flows-doc.test.ts fails when the file is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { cardAddMachine } from '../src/machines/billing/card-add.machine';
import { paymentMachine } from '../src/machines/billing/payment.machine';
import { walletDepositMachine } from '../src/machines/billing/wallet-deposit.machine';
import { callMachine } from '../src/machines/calls/call.machine';
import { voiceNoteMachine } from '../src/machines/calls/voice-note.machine';
import { addDirectRoomMachine } from '../src/machines/chat/add-direct-room.machine';
import { addGroupMachine } from '../src/machines/chat/add-group.machine';
import { composerMachine } from '../src/machines/chat/composer.machine';
import { fileUploadMachine } from '../src/machines/chat/file-upload.machine';
import { leaveRoomMachine } from '../src/machines/chat/leave-room.machine';
import { roomSettingsMachine } from '../src/machines/chat/room-settings.machine';
import { userSearchMachine } from '../src/machines/chat/user-search.machine';
import { connectionMachine } from '../src/machines/companies/connection.machine';
import { followMachine } from '../src/machines/companies/follow.machine';
import { ownerInviteMachine } from '../src/machines/companies/owner-invite.machine';
import { watchlistAddMachine } from '../src/machines/companies/watchlist-add.machine';
import { formFillMachine } from '../src/machines/crm/form-fill.machine';
import { donationMachine } from '../src/machines/donations/donation.machine';
import { eventInterestMachine } from '../src/machines/groups/event-interest.machine';
import { membershipMachine } from '../src/machines/groups/membership.machine';
import { introMachine } from '../src/machines/identity/intro.machine';
import { passwordResetMachine } from '../src/machines/identity/password-reset.machine';
import { registrationMachine } from '../src/machines/identity/registration.machine';
import { sessionMachine } from '../src/machines/identity/session.machine';
import { addProductMachine } from '../src/machines/products/add-product.machine';
import { menuEditMachine } from '../src/machines/products/menu-edit.machine';
import { sponsorshipMachine } from '../src/machines/sponsors/sponsorship.machine';
import { createLifecycleMachine } from '../src/sync/engine/lifecycle.machine';

type Drawn = { machine: AnyStateMachine; file: string };
type Flow = { title: string; about: string; machines: Drawn[] };

const m = (machine: AnyStateMachine, file: string): Drawn => ({ machine, file });
const payment = m(paymentMachine, 'src/machines/billing/payment.machine.ts');

/** The product's flows (issue 18's list), each with the machines that carry it. */
export const FLOWS: Flow[] = [
  { title: 'Registration and confirm code', about: 'Sign up, the 6-digit code, the company created after activation.', machines: [m(registrationMachine, 'src/machines/identity/registration.machine.ts')] },
  { title: 'Introduction', about: 'The first steps of a new member (profile, company, interests, first connections or groups), resumed from MTZ_INTRO_STEP or the chat\'s ?step=&leftover=true.', machines: [m(introMachine, 'src/machines/identity/intro.machine.ts')] },
  {
    title: 'Sign-in and account switch',
    about: 'Stored logins (current first), sign-in, refresh, logout and switching between stored accounts; the password reset.',
    machines: [m(sessionMachine, 'src/machines/identity/session.machine.ts'), m(passwordResetMachine, 'src/machines/identity/password-reset.machine.ts')],
  },
  { title: 'Group join and payment', about: 'A paid group join goes through the one payment flow every paid thing reuses (price, review, confirm, pay).', machines: [payment] },
  {
    title: 'Sponsorship: upgrade, downgrade, switch, recharge, cancel and removal',
    about: 'One machine for a sponsor subscription: every change is a state with the question asked and the server call made.',
    machines: [m(sponsorshipMachine, 'src/machines/sponsors/sponsorship.machine.ts')],
  },
  { title: 'Donation', about: 'Amount, contact, payment (member or guest card), thanks.', machines: [m(donationMachine, 'src/machines/donations/donation.machine.ts')] },
  {
    title: 'Connection',
    about: 'The connect button between companies; following a company and adding it to a watchlist beside it.',
    machines: [m(connectionMachine, 'src/machines/companies/connection.machine.ts'), m(followMachine, 'src/machines/companies/follow.machine.ts'), m(watchlistAddMachine, 'src/machines/companies/watchlist-add.machine.ts')],
  },
  {
    title: 'Membership',
    about: 'Join (free, on request, or paid through the payment flow), cancel a request, leave; interest in a group event.',
    machines: [m(membershipMachine, 'src/machines/groups/membership.machine.ts'), m(eventInterestMachine, 'src/machines/groups/event-interest.machine.ts')],
  },
  { title: 'Voice note', about: 'Record, stop (mp3), listen, send through the upload flow.', machines: [m(voiceNoteMachine, 'src/machines/calls/voice-note.machine.ts')] },
  { title: 'Call', about: 'Media, entering the call, connecting (with its time limit), in call, leaving.', machines: [m(callMachine, 'src/machines/calls/call.machine.ts')] },
  {
    title: 'Invites',
    about: 'A company owner invites members by e-mail; a chat room invites members from its settings and when a group room is made.',
    machines: [m(ownerInviteMachine, 'src/machines/companies/owner-invite.machine.ts'), m(roomSettingsMachine, 'src/machines/chat/room-settings.machine.ts'), m(addGroupMachine, 'src/machines/chat/add-group.machine.ts')],
  },
  {
    title: 'Card, wallet deposit, coupon',
    about: 'Adding a card (the gateway tokenises the number, the card is saved from the token; retry tokenises again) and a wallet '
      + 'deposit (minimum $15, sent as cents, with the picked or default card; one idempotency key per amount typed, kept by a retry). '
      + 'Choosing a card and applying or removing coupons happen in the review step of the payment flow (drawn above, '
      + 'events card.select, coupon.apply, coupon.remove).',
    machines: [m(cardAddMachine, 'src/machines/billing/card-add.machine.ts'), m(walletDepositMachine, 'src/machines/billing/wallet-deposit.machine.ts')],
  },
  {
    title: 'Chat',
    about: 'The composer, file messages, finding a person and starting a direct room, leaving a room.',
    machines: [
      m(composerMachine, 'src/machines/chat/composer.machine.ts'), m(fileUploadMachine, 'src/machines/chat/file-upload.machine.ts'),
      m(userSearchMachine, 'src/machines/chat/user-search.machine.ts'), m(addDirectRoomMachine, 'src/machines/chat/add-direct-room.machine.ts'),
      m(leaveRoomMachine, 'src/machines/chat/leave-room.machine.ts'),
    ],
  },
  {
    title: 'Products',
    about: 'Adding a product with its images; editing a product menu.',
    machines: [m(addProductMachine, 'src/machines/products/add-product.machine.ts'), m(menuEditMachine, 'src/machines/products/menu-edit.machine.ts')],
  },
  {
    title: 'CRM form',
    about: "A visitor fills a company's public form at /forms/{id}: answers checked on the fields, the proof-of-work captcha solved in the browser, then sent (the contact made or merged).",
    machines: [m(formFillMachine, 'src/machines/crm/form-fill.machine.ts')],
  },
  { title: 'Sync engine', about: "The client's sync life cycle: load, connect, catch up, live, flush and close.", machines: [m(createLifecycleMachine(), 'src/sync/engine/lifecycle.machine.ts')] },
];

const idOf = (n: AnyStateNode) => (n.path.length === 0 ? 'root' : `s_${n.path.join('__').replace(/[^A-Za-z0-9_]/g, '_')}`);

/** The event as a person reads it: done/error of an invoked actor, delays, eventless. */
function eventLabel(t: AnyTransitionDefinition, always: boolean): string {
  if (always) return 'always';
  const e = t.eventType;
  let match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e);
  if (match) return `${match[1]} ${match[2]}`;
  match = /^xstate\.after\.(\d+)\./.exec(e);
  if (match) return `after ${match[1]} ms`;
  if (e.startsWith('xstate.done.state.')) return 'done';
  return e;
}

function guardLabel(t: AnyTransitionDefinition, list: readonly AnyTransitionDefinition[]): string {
  const g = t.guard as unknown;
  if (typeof g === 'string') return ` [${g}]`;
  if (g && typeof g === 'object' && 'type' in g) return ` [${String((g as { type: unknown }).type)}]`;
  if (typeof g === 'function') return ` [${g.name && !g.name.startsWith('guard') ? g.name : 'if'}]`;
  return list.length > 1 ? ' [else]' : '';
}

function edges(node: AnyStateNode, out: string[]): void {
  const from = node.path.length === 0 ? 's_any' : idOf(node);
  const draw = (list: readonly AnyTransitionDefinition[], always: boolean) => {
    for (const t of list) {
      const label = `${eventLabel(t, always)}${guardLabel(t, list)}`;
      const targets = t.target && t.target.length > 0 ? t.target.map(idOf) : [from];
      for (const to of targets) out.push(`    ${from} --> ${to} : ${label}`);
    }
  };
  for (const [, list] of node.transitions) draw(list, false);
  draw(node.always ?? [], true);
  for (const child of Object.values(node.states)) edges(child, out);
}

function states(node: AnyStateNode, indent: string, out: string[]): void {
  const children = Object.values(node.states);
  if (node.initial && children.length > 0) for (const t of node.initial.target) out.push(`${indent}[*] --> ${idOf(t)}`);
  for (const child of children) {
    out.push(`${indent}state "${child.key}" as ${idOf(child)}`);
    if (Object.keys(child.states).length > 0) {
      out.push(`${indent}state ${idOf(child)} {`);
      states(child, `${indent}    `, out);
      out.push(`${indent}}`);
    }
    if (child.type === 'final') out.push(`${indent}${idOf(child)} --> [*]`);
  }
}

/** One machine as a Mermaid stateDiagram-v2. */
export function mermaidOf(machine: AnyStateMachine): string {
  const out = ['stateDiagram-v2'];
  states(machine.root, '    ', out);
  const lines: string[] = [];
  edges(machine.root, lines);
  if (lines.some((l) => l.trimStart().startsWith('s_any '))) out.push('    state "any state" as s_any');
  return [...out, ...lines].join('\n');
}

export function renderFlows(): string {
  const parts = [
    '# Flows',
    '',
    'Generated from the machine definitions by `npm run flows` (scripts/flows.ts): do not edit by hand;',
    '`tests/machines/flows-doc.test.ts` fails when this file no longer matches the machines. Each diagram shows',
    'every state, the initial and final states, and every transition with its event and guard (`[else]` is the',
    'branch taken when the guards before it fail; `done x` / `error x` are the outcomes of the invoked effect `x`).',
    'To watch a flow live instead, see "Flows: live and offline" in the README.',
    '',
    ...FLOWS.map((f) => `- [${f.title}](#${f.title.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-')})`),
  ];
  for (const flow of FLOWS) {
    parts.push('', `## ${flow.title}`, '', flow.about);
    for (const { machine, file } of flow.machines) {
      parts.push('', `### ${machine.id} (${file})`, '', '```mermaid', mermaidOf(machine), '```');
    }
  }
  return `${parts.join('\n')}\n`;
}

export const FLOWS_FILE = fileURLToPath(new URL('../docs/flows.md', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(FLOWS_FILE, renderFlows());
  console.log(`wrote ${FLOWS_FILE}: ${FLOWS.reduce((n, f) => n + f.machines.length, 0)} diagrams in ${FLOWS.length} flows`);
}
