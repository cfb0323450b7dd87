// A group sponsorship seen by its sponsor (spec 4): none (ended or removed) / subscribed / cancelled (keeps
// access to the cycle end; re-subscribe restores) / payment error (Retry). Plan change: same rank switches the
// billing cycle at the next billing, lower rank downgrades at the next billing, higher rank upgrades at once
// (the server's dry-run quote first, then the charge). Removal cancels at once. Questions go through the
// `confirm` actor (the UI's askConfirm); every server call is an actor supplied by the UI with .provide().
// Money is never computed here: the upgrade's quote is the server's.
import { assign, fromPromise, setup } from 'xstate';
import type { ChargeQuote, PaymentMethod } from '../../domain/billing';
import { planChangeOf, SPONSOR_MESSAGES, type PlanChange, type SponsorSubscription, type SponsorSubscriptionPatch } from '../../domain/sponsors';
import { errorMessageOf } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';

export const SPONSORSHIP_QUESTIONS = {
  unsubscribe: 'Do you want to unsubscribe from this sponsorship? It stays active until the end of the paid cycle.',
  resubscribe: 'Do you want to re-subscribe to this sponsorship?',
  remove: 'Do you want to remove this sponsorship? It is cancelled immediately.',
} as const;

export type PlanTarget = { priceId: string; rank: number };
export type PayWith = { paymentMethod: PaymentMethod; paymentInstrumentId: string | null };

export type SponsorshipContext = {
  sub: SponsorSubscription;
  target: (PlanTarget & { change: PlanChange }) | null;
  /** the server's dry-run quote of an upgrade */
  quote: ChargeQuote | null;
  error: string | null;
  /** the last success message (for the UI's alert) */
  notice: string | null;
  /** idempotency keys of paying calls: `${keySeed}-${attempt}`; a failed attempt keeps its key */
  keySeed: string;
  attempt: number;
};

export type SponsorshipInput = { sub: SponsorSubscription; keySeed: string };

export type SponsorshipEvent =
  | { type: 'unsubscribe' }
  | { type: 'resubscribe' }
  | { type: 'change'; target: PlanTarget }
  | { type: 'change.cancel' }
  | { type: 'upgrade.confirm'; payWith: PayWith }
  | { type: 'retry'; payWith: PayWith }
  | { type: 'remove' }
  /** the server's view changed (a refetch after a live event); heard only at rest, so a request's own answer
   *  (and its message) is never dropped by the live echo of that same change */
  | { type: 'sync'; sub: SponsorSubscription };

export type PatchInput = { id: string; patch: SponsorSubscriptionPatch };
export type PatchOutput = { subscription: SponsorSubscription; message: string; quote: ChargeQuote | null };

export const errorOf = (e: unknown): string => errorMessageOf(e, 'Service unavailable 503');
const keyOf = (c: SponsorshipContext) => `${c.keySeed}-${c.attempt}`;
/** the plan change under way: set by the `change` event that leads to every state reading it */
const targetOf = (c: SponsorshipContext) => c.target as NonNullable<SponsorshipContext['target']>;
/** how to pay: from the `upgrade.confirm` or `retry` event that entered the paying state */
const payWithOf = (event: SponsorshipEvent) => (event as Extract<SponsorshipEvent, { payWith: PayWith }>).payWith;

/** The PATCH a non-paying plan change sends (switch or downgrade); null for the others. */
export function laterChangePatch(change: PlanChange, priceId: string): SponsorSubscriptionPatch | null {
  if (change === 'switch') return { _switchToPriceId: priceId };
  if (change === 'downgrade') return { _downgradeToPriceId: priceId };
  return null;
}

const applied = (output: PatchOutput, fallback: string) => ({
  sub: output.subscription, notice: output.message || fallback, error: null, target: null, quote: null,
});

export const sponsorshipMachine = setup({
  types: { context: {} as SponsorshipContext, events: {} as SponsorshipEvent, input: {} as SponsorshipInput },
  actors: {
    confirm: fromPromise<boolean, { message: string }>(notProvided('sponsorship', 'confirm')),
    patch: fromPromise<PatchOutput, PatchInput>(notProvided('sponsorship', 'patch')),
    remove: fromPromise<{ message: string }, { sub: SponsorSubscription }>(notProvided('sponsorship', 'remove')),
  },
  actions: {
    sync: assign(({ event }) => (event.type === 'sync' ? { sub: event.sub, target: null, quote: null } : {})),
    /** a new request: the last outcome's message and error no longer apply */
    clear: assign({ notice: null, error: null }),
  },
  guards: {
    ended: ({ context }) => context.sub.endedAt !== null,
    hasPaymentError: ({ context }) => context.sub.paymentError !== null,
    isCancelled: ({ context }) => context.sub.cancelled,
    yes: ({ event }) => (event as unknown as { output: boolean }).output === true,
    isUpgrade: ({ context }) => context.target?.change === 'upgrade',
  },
}).createMachine({
  id: 'sponsorship',
  context: ({ input }) => ({ sub: input.sub, target: null, quote: null, error: null, notice: null, keySeed: input.keySeed, attempt: 0 }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'ended', target: 'ended' },
        { guard: 'hasPaymentError', target: 'paymentError' },
        { guard: 'isCancelled', target: 'cancelled' },
        { target: 'subscribed' },
      ],
    },
    subscribed: {
      on: {
        sync: { target: 'deciding', actions: 'sync' },
        unsubscribe: { target: 'askUnsubscribe', actions: 'clear' },
        remove: { target: 'askRemove', actions: 'clear' },
        change: {
          guard: ({ context, event }) => planChangeOf({ rank: context.sub.rank, priceId: context.sub.cgSponsorPlanPriceId }, event.target) !== 'none',
          target: 'changing',
          actions: assign(({ context, event }) => ({
            target: { ...event.target, change: planChangeOf({ rank: context.sub.rank, priceId: context.sub.cgSponsorPlanPriceId }, event.target) },
            error: null, notice: null, quote: null,
          })),
        },
      },
    },
    askUnsubscribe: {
      invoke: {
        id: 'confirm', src: 'confirm', input: { message: SPONSORSHIP_QUESTIONS.unsubscribe },
        onDone: [{ guard: 'yes', target: 'unsubscribing' }, { target: 'subscribed' }],
        onError: 'subscribed',
      },
    },
    unsubscribing: {
      invoke: {
        id: 'patch', src: 'patch', input: ({ context }) => ({ id: context.sub.id, patch: { cancelled: true } }),
        onDone: { target: 'deciding', actions: assign(({ event }) => applied(event.output, SPONSOR_MESSAGES.unsubscribed)) },
        onError: { target: 'subscribed', actions: assign(({ event }) => ({ error: errorOf(event.error) })) },
      },
    },
    cancelled: { on: { sync: { target: 'deciding', actions: 'sync' }, resubscribe: { target: 'askResubscribe', actions: 'clear' }, remove: { target: 'askRemove', actions: 'clear' } } },
    askResubscribe: {
      invoke: {
        id: 'confirm', src: 'confirm', input: { message: SPONSORSHIP_QUESTIONS.resubscribe },
        onDone: [{ guard: 'yes', target: 'resubscribing' }, { target: 'cancelled' }],
        onError: 'cancelled',
      },
    },
    resubscribing: {
      invoke: {
        id: 'patch', src: 'patch', input: ({ context }) => ({ id: context.sub.id, patch: { cancelled: false } }),
        onDone: { target: 'deciding', actions: assign(({ event }) => applied(event.output, SPONSOR_MESSAGES.resubscribed)) },
        onError: { target: 'cancelled', actions: assign(({ event }) => ({ error: errorOf(event.error) })) },
      },
    },
    changing: {
      always: [{ guard: 'isUpgrade', target: 'quotingUpgrade' }, { target: 'changingLater' }],
    },
    /** same rank or lower rank: takes effect at the next billing (willDowngradeToPriceId) */
    changingLater: {
      invoke: {
        id: 'patch', src: 'patch',
        input: ({ context }) => ({ id: context.sub.id, patch: laterChangePatch(targetOf(context).change, targetOf(context).priceId) ?? { cancelled: context.sub.cancelled } }),
        onDone: { target: 'deciding', actions: assign(({ event }) => applied(event.output, 'Plan change saved')) },
        onError: { target: 'subscribed', actions: assign(({ event }) => ({ error: errorOf(event.error), target: null })) },
      },
    },
    quotingUpgrade: {
      invoke: {
        id: 'patch', src: 'patch',
        input: ({ context }) => ({
          id: context.sub.id,
          patch: { _upgradeToPriceId: targetOf(context).priceId, paymentMethod: 'CARD', paymentInstrumentId: null, idempotencyKey: keyOf(context), _dryRun: true },
        }),
        onDone: { target: 'upgradeReview', actions: assign({ quote: ({ event }) => event.output.quote }) },
        onError: { target: 'subscribed', actions: assign(({ event }) => ({ error: errorOf(event.error), target: null })) },
      },
    },
    /** the server's quote is shown; the sponsor picks wallet or a card and confirms */
    upgradeReview: {
      on: {
        'change.cancel': { target: 'subscribed', actions: assign({ target: null, quote: null, error: null }) },
        'upgrade.confirm': { target: 'upgrading', actions: 'clear' },
      },
    },
    upgrading: {
      invoke: {
        id: 'patch', src: 'patch',
        input: ({ context, event }) => ({
          id: context.sub.id, patch: { _upgradeToPriceId: targetOf(context).priceId, ...payWithOf(event), idempotencyKey: keyOf(context) },
        }),
        onDone: { target: 'deciding', actions: [assign(({ event }) => applied(event.output, 'Plan upgraded')), assign({ attempt: ({ context }) => context.attempt + 1 })] },
        onError: { target: 'upgradeReview', actions: assign(({ event }) => ({ error: errorOf(event.error) })) },
      },
    },
    paymentError: { on: { sync: { target: 'deciding', actions: 'sync' }, retry: { target: 'retrying', actions: 'clear' }, remove: { target: 'askRemove', actions: 'clear' } } },
    retrying: {
      invoke: {
        id: 'patch', src: 'patch',
        input: ({ context, event }) => ({ id: context.sub.id, patch: { _recharge: true as const, ...payWithOf(event), idempotencyKey: keyOf(context) } }),
        onDone: { target: 'deciding', actions: [assign(({ event }) => applied(event.output, SPONSOR_MESSAGES.retried)), assign({ attempt: ({ context }) => context.attempt + 1 })] },
        onError: { target: 'paymentError', actions: assign(({ event }) => ({ error: errorOf(event.error) })) },
      },
    },
    askRemove: {
      invoke: {
        id: 'confirm', src: 'confirm', input: { message: SPONSORSHIP_QUESTIONS.remove },
        onDone: [{ guard: 'yes', target: 'removing' }, { target: 'deciding' }],
        onError: 'deciding',
      },
    },
    removing: {
      invoke: {
        id: 'remove', src: 'remove', input: ({ context }) => ({ sub: context.sub }),
        onDone: {
          target: 'ended',
          actions: assign(({ event }) => ({ notice: event.output.message || SPONSOR_MESSAGES.removed, error: null })),
        },
        onError: { target: 'deciding', actions: assign(({ event }) => ({ error: errorOf(event.error) })) },
      },
    },
    /** removed, or cancelled and its cycle over: nothing more to do here */
    ended: { on: { sync: { target: 'deciding', actions: 'sync' } } },
  },
});
