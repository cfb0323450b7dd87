// Spec 8: a card provider's refusal is shown as '* ERROR: {message}'. The payment service answers 402 when the
// gateway refuses a charge; its only other 402 (the wallet is too low) keeps the spec's own wording.
import { PAYMENT_MESSAGES } from '../../../machines/billing/payment.machine';

// any refusal that carries the server's status (the engine's CommandError)
const statusOf = (err: unknown): unknown => (typeof err === 'object' && err !== null && 'status' in err ? err.status : undefined);

export function cardErrorOf(err: unknown): unknown {
  if (err instanceof Error && statusOf(err) === 402 && err.message !== PAYMENT_MESSAGES.walletLow) return new Error(`* ERROR: ${err.message}`);
  return err;
}

/** The paying call, with a card refusal worded as the spec says. */
export async function withCardErrors<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    throw cardErrorOf(err);
  }
}
