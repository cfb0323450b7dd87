// The donation machine's effects over the REST client: the server's quote (dry run), the member's cards and wallet,
// and the payment (a guest's typed card is tokenised by the sandbox first, as a provider's hosted field would).
import { fromPromise } from 'xstate';
import type { DonationPaymentInput } from '../../../domain/billing';
import type { DonatePayInput, DonatePayOutput, LoadPaymentInput, PaymentData } from '../../../machines/donations/donation.machine';
import type { ApiClient } from '../../../sync/api/types';
import { withCardErrors } from '../billing/cardError';

const UNAVAILABLE = 'Service unavailable 503';

const body = (i: { priceId: string; contact: LoadPaymentInput['contact'] }): Omit<DonationPaymentInput, 'paymentMethod'> => ({
  cgDonationPriceId: i.priceId, buyerUserEmail: i.contact.email.trim(), buyerUserConfirmEmail: i.contact.confirmEmail.trim(),
  buyerUserFirstname: i.contact.firstname.trim(), buyerUserLastname: i.contact.lastname.trim(),
});

export function donationActors(api: ApiClient) {
  return {
    loadPayment: fromPromise<PaymentData, LoadPaymentInput>(async ({ input }) => {
      const dry = { ...body(input), paymentMethod: 'CARD' as const, _dryRun: true };
      if (input.guest) {
        const r = await api.call('donations.payGuest', dry);
        if (!r) throw new Error(UNAVAILABLE);
        return { quote: r.quote, cards: [], walletCents: 0 };
      }
      const [r, cards, wallet] = await Promise.all([api.call('donations.pay', dry), api.call('billing.cards', undefined), api.call('billing.wallet', undefined)]);
      if (!r || !cards || !wallet) throw new Error(UNAVAILABLE);
      return { quote: r.quote, cards, walletCents: wallet.cents };
    }),
    pay: fromPromise<DonatePayOutput, DonatePayInput>(async ({ input }) => {
      const common = { ...body(input), paymentMethod: input.paymentMethod, idempotencyKey: input.idempotencyKey };
      if (input.guestCard) {
        const tok = await api.call('billing.sandboxToken', { ...input.guestCard, number: input.guestCard.number.replace(/\s+/g, '') });
        if (!tok) return undefined;
        const r = await withCardErrors(api.call('donations.payGuest', { ...common, paymentSource: tok.id }));
        return r ? { message: r.message ?? '' } : undefined;
      }
      const r = await withCardErrors(api.call('donations.pay', { ...common, paymentInstrumentId: input.paymentInstrumentId }));
      return r ? { message: r.message ?? '' } : undefined;
    }),
  };
}
