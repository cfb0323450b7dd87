// The feedback rules shared by the dialog and the server: the draft's first problem (message required and at most
// 2000 characters after trimming, rating 1-5 or none, e-mail required and valid), a form submission's message
// (its long-text answers only, in field order) and the average rating (to one decimal, none when nobody rated).
import { describe, expect, it } from 'vitest';
import { averageRating, feedbackError, formFeedbackMessage, type FeedbackDraft } from '../../../src/domain/crm/feedbacks';
import type { FormField } from '../../../src/domain/crm/forms';

const ok: FeedbackDraft = { message: 'Good', rating: null, email: 'a@example.test', companyId: null };

describe('feedbackError', () => {
  it('accepts a complete draft, with or without a rating', () => {
    expect(feedbackError(ok)).toBeNull();
    for (const rating of [1, 3, 5]) expect(feedbackError({ ...ok, rating })).toBeNull();
    expect(feedbackError({ ...ok, message: `  ${'x'.repeat(2000)}  ` })).toBeNull();
  });
  it('names the first problem', () => {
    expect(feedbackError({ ...ok, message: ' \n ' })).toBe('Please write your feedback');
    expect(feedbackError({ ...ok, message: 'x'.repeat(2001) })).toBe('Feedback can be at most 2000 characters');
    for (const rating of [0, 6, 2.5]) expect(feedbackError({ ...ok, rating })).toBe('The rating is from 1 to 5');
    expect(feedbackError({ ...ok, email: '  ' })).toBe('Please enter your e-mail');
    expect(feedbackError({ ...ok, email: 'not-an-address' })).toBe('Please enter a valid e-mail');
    expect(feedbackError({ ...ok, message: '', email: '' })).toBe('Please write your feedback');
  });
});

describe('formFeedbackMessage', () => {
  const fields: FormField[] = [
    { id: 'e', label: 'E-mail', type: 'EMAIL', required: true },
    { id: 'a', label: 'Opinion', type: 'LONG_TEXT', required: false },
    { id: 'n', label: 'Name', type: 'TEXT', required: false },
    { id: 'b', label: 'More', type: 'LONG_TEXT', required: false },
  ];
  it('joins the long-text answers only, in field order, skipping empty ones', () => {
    expect(formFeedbackMessage(fields, { e: 'x@y.z', a: ' Fine ', n: 'Ann', b: 'Fast' })).toBe('Fine\n\nFast');
    expect(formFeedbackMessage(fields, { e: 'x@y.z', a: '  ', n: 'Ann' })).toBe('');
    expect(formFeedbackMessage(fields, { a: 'y'.repeat(3000) })).toHaveLength(2000);
  });
});

describe('averageRating', () => {
  it('averages the given ratings to one decimal', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([null, null])).toBeNull();
    expect(averageRating([5, 2, null])).toBe(3.5);
    expect(averageRating([4, 4, 5])).toBe(4.3);
  });
});
