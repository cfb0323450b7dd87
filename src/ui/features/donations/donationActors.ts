// The donation machine's effects as engine commands: the server's quote (dry run), the member's cards and wallet,
// and the payment (a guest's typed card is tokenised by the sandbox first, as a provider's hosted field would).
import { fromPromise } from 'xstate';
import type { DonationPaymentInput } from '../../../domain/billing';
import type { DonatePayInput, DonatePayOutput, LoadPaymentInput, PaymentData } from '../../../machines/donations/donation.machine';
import type { EngineClient } from '../../../workers/client';
import { withCardErrors } from '../billing/cardError';
import { sendCommand } from '../data/useCommand';
import { readOnce } from '../data/readOnce';

/** The engine of the moment: the actors are built once, the engine arrives when its worker is up. */
export type EngineRef = { readonly current: EngineClient | null };

const body = (i: { priceId: string; contact: LoadPaymentInput['contact'] }): Omit<DonationPaymentInput, 'paymentMethod'> => ({
  cgDonationPriceId: i.priceId, buyerUserEmail: i.contact.email.trim(), buyerUserConfirmEmail: i.contact.confirmEmail.trim(),
  buyerUserFirstname: i.contact.firstname.trim(), buyerUserLastname: i.contact.lastname.trim(),
});

export function donationActors(engine: EngineRef) {
  return {
    loadPayment: fromPromise<PaymentData, LoadPaymentInput>(async ({ input }) => {
      const dry = { ...body(input), paymentMethod: 'CARD' as const, _dryRun: true };
      if (input.guest) {
        const r = await sendCommand(engine.current, 'donations.payGuest', dry);
        return { quote: r.quote, cards: [], walletCents: 0 };
      }
      // amounts from the server's answers only: cards and wallet are read now, not from a saved copy
      const [r, cards, wallet] = await Promise.all([
        sendCommand(engine.current, 'donations.pay', dry), readOnce(engine.current, 'billing.cards', undefined), readOnce(engine.current, 'billing.wallet', undefined),
      ]);
      return { quote: r.quote, cards, walletCents: wallet.cents };
    }),
    pay: fromPromise<DonatePayOutput, DonatePayInput>(async ({ input }) => {
      // the attempt's key goes in the body and the header alike: a retried or double-submitted payment charges once
      const key = { idempotencyKey: input.idempotencyKey };
      const common = { ...body(input), paymentMethod: input.paymentMethod, ...key };
      if (input.guestCard) {
        const tok = await sendCommand(engine.current, 'billing.sandboxToken', { ...input.guestCard, number: input.guestCard.number.replace(/\s+/g, '') });
        const r = await withCardErrors(sendCommand(engine.current, 'donations.payGuest', { ...common, paymentSource: tok.id }, key));
        return { message: r.message ?? '' };
      }
      const r = await withCardErrors(sendCommand(engine.current, 'donations.pay', { ...common, paymentInstrumentId: input.paymentInstrumentId }, key));
      return { message: r.message ?? '' };
    }),
  };
}
