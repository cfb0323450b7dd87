// A card provider's refusal (the payment service's 402) is worded '* ERROR: {message}' (spec 8); other errors pass unchanged.
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../src/machines/billing/payment.machine';
import { ApiRequestError } from '../../src/sync/api/types';
import { cardErrorOf, withCardErrors } from '../../src/ui/features/billing/cardError';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

describe('card errors', () => {
  it('prefixes the gateway refusal only', async () => {
    expect(messageOf(cardErrorOf(new ApiRequestError(402, 'Your card was declined.')))).toBe('* ERROR: Your card was declined.');
    expect(messageOf(cardErrorOf(new ApiRequestError(402, PAYMENT_MESSAGES.walletLow)))).toBe(PAYMENT_MESSAGES.walletLow);
    expect(messageOf(cardErrorOf(new ApiRequestError(400, 'Please select a payment method')))).toBe('Please select a payment method');
    const plain = new Error('network down');
    expect(cardErrorOf(plain)).toBe(plain);
    await expect(withCardErrors(Promise.reject(new ApiRequestError(402, 'Insufficient funds.')))).rejects.toThrow('* ERROR: Insufficient funds.');
    await expect(withCardErrors(Promise.resolve(7))).resolves.toBe(7);
  });
});
