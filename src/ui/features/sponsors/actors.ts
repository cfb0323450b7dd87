// Effects of the sponsorship flows: the checkout's quote and payment (through the one payment flow) and the
// subscription page's machine actors (askConfirm, PATCH, remove), all as engine commands.
import { fromPromise } from 'xstate';
import type { PatchInput, PatchOutput } from '../../../machines/sponsors/sponsorship.machine';
import type { SponsorSubscription } from '../../../domain/sponsors';
import type { Endpoints } from '../../../sync/facade';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { withCardErrors } from '../billing/cardError';
import { paymentActors } from '../billing/paymentActors';
import type { EngineRef } from '../data/useEngineRef';
import { sendCommand } from '../data/useCommand';

export type SponsorSubscribeResult = Endpoints['sponsors.subscribe']['out'];

export function sponsorPaymentActors(engine: EngineRef, onPaid?: (r: SponsorSubscribeResult) => void) {
  return paymentActors<SponsorSubscribeResult>(engine, {
    quote: ({ priceId, couponCodes }) => sendCommand(engine.current, 'sponsors.subscribe', {
      cgSponsorPlanPriceId: priceId, paymentMethod: 'CARD', paymentInstrumentId: null, couponCodes, _dryRun: true,
    }),
    pay: (i) => sendCommand(engine.current, 'sponsors.subscribe', {
      cgSponsorPlanPriceId: i.priceId, paymentMethod: i.paymentMethod, paymentInstrumentId: i.paymentInstrumentId, couponCodes: i.couponCodes, idempotencyKey: i.idempotencyKey,
    }, { idempotencyKey: i.idempotencyKey }),
  }, onPaid);
}

export function sponsorshipActors(engine: EngineRef) {
  return {
    confirm: fromPromise<boolean, { message: string }>(({ input }) => askConfirm(input.message)),
    patch: fromPromise<PatchOutput, PatchInput>(({ input }) => {
      // a paying change keeps the machine's key for the attempt (header and body agree)
      const key = 'idempotencyKey' in input.patch && typeof input.patch.idempotencyKey === 'string' ? input.patch.idempotencyKey : undefined;
      return withCardErrors(sendCommand(engine.current, 'sponsors.subscriptionUpdate', input, { idempotencyKey: key }));
    }),
    remove: fromPromise<{ message: string }, { sub: SponsorSubscription }>(async ({ input }) => {
      if (!input.sub.sponsorId) throw new Error('This sponsorship has no sponsor entry');
      return sendCommand(engine.current, 'sponsors.remove', { id: input.sub.sponsorId });
    }),
  };
}
