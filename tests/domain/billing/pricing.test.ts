// The return page's words for a payment's state: success only for an order the server holds as paid.
import { describe, expect, it } from 'vitest';
import { billingCycle, paymentStateText, priceLabel } from '../../../src/domain/billing/pricing';

describe('paymentStateText', () => {
  it('says success only for a completed order, and never for pending, failed, refunded or unknown', () => {
    expect(paymentStateText({ state: 'COMPLETED', message: null })).toBe('Payment success!');
    expect(paymentStateText({ state: 'PENDING', message: null })).toBe('Your payment is being processed. This page updates when it is confirmed.');
    expect(paymentStateText({ state: 'FAILED', message: 'Your card was declined.' })).toBe('Payment failed: Your card was declined.');
    expect(paymentStateText({ state: 'FAILED', message: null })).toBe('Payment failed');
    expect(paymentStateText({ state: 'REFUNDED', message: null })).toBe('This payment was refunded.');
    expect(paymentStateText(null)).toBe('We could not confirm this payment.');
    for (const state of ['PENDING', 'FAILED', 'REFUNDED'] as const) expect(paymentStateText({ state, message: 'Payment success!' })).not.toMatch(/^Payment success/);
  });
  it('labels prices by their cycle', () => {
    expect([priceLabel({ type: 'month' }), priceLabel({ type: 'year' })]).toEqual(['per month', 'per year']);
    expect([billingCycle({ type: 'month' }), billingCycle({ type: 'year' })]).toEqual(['Monthly', 'Yearly']);
  });
});
