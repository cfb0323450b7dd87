// Effects of the sponsorship flows: the checkout's quote and payment (through the one payment flow) and the
// subscription page's machine actors (askConfirm, PATCH, remove).
import { fromPromise } from 'xstate';
import type { PatchInput, PatchOutput } from '../../../machines/sponsors/sponsorship.machine';
import type { SponsorSubscription } from '../../../domain/sponsors';
import type { ApiClient } from '../../../sync/api/types';
import type { SponsorSubscribeResult } from '../../../sync/api/endpoints/sponsors';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { withCardErrors } from '../billing/cardError';
import { paymentActors } from '../billing/paymentActors';
import { required } from './format';

export function sponsorPaymentActors(api: ApiClient, onPaid?: (r: SponsorSubscribeResult) => void) {
  return paymentActors<SponsorSubscribeResult>(api, {
    quote: ({ priceId, couponCodes }) => api.call('sponsors.subscribe', { cgSponsorPlanPriceId: priceId, paymentMethod: 'CARD', paymentInstrumentId: null, couponCodes, _dryRun: true }),
    pay: (i) => api.call('sponsors.subscribe', {
      cgSponsorPlanPriceId: i.priceId, paymentMethod: i.paymentMethod, paymentInstrumentId: i.paymentInstrumentId, couponCodes: i.couponCodes, idempotencyKey: i.idempotencyKey,
    }),
  }, onPaid);
}

export function sponsorshipActors(api: ApiClient) {
  return {
    confirm: fromPromise<boolean, { message: string }>(({ input }) => askConfirm(input.message)),
    patch: fromPromise<PatchOutput, PatchInput>(async ({ input }) => required(await withCardErrors(api.call('sponsors.subscriptionUpdate', input)))),
    remove: fromPromise<{ message: string }, { sub: SponsorSubscription }>(async ({ input }) => {
      if (!input.sub.sponsorId) throw new Error('This sponsorship has no sponsor entry');
      return required(await api.call('sponsors.remove', { id: input.sub.sponsorId }));
    }),
  };
}
