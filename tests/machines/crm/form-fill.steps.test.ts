// Step tests of the form-fill machine: the context after each event (answers, field errors, message, the
// server's thanks), the submit's input (normalised answers with the captcha's solution), the message for each
// error shape.
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES, type FormField } from '../../../src/domain/crm/forms';
import { formFillMachine } from '../../../src/machines/crm/form-fill.machine';
import { stepActor } from '../harness';

const FIELDS: FormField[] = [
  { id: 'email', label: 'E-mail', type: 'EMAIL', required: true },
  { id: 'size', label: 'Size', type: 'CHOICE', required: true, choices: ['S', 'M'] },
  { id: 'note', label: 'Note', type: 'TEXT', required: false },
];
const CAPTCHA = { challenge: { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: '00' }, signature: 'sig' }, solution: { counter: 7, derivedKey: '00ab' } };
const FRESH = { formId: 'f3', fields: FIELDS, values: {}, errors: {}, message: null, sentMessage: null };
const GOOD = { email: ' Ann@Example.org ', size: 'M' };

function start() {
  const t = stepActor(formFillMachine, ['solveCaptcha', 'submit'], { input: { formId: 'f3', fields: FIELDS } });
  const { actor } = t;
  const answer = (values: Record<string, string>) => Object.entries(values).forEach(([id, value]) => actor.send({ type: 'change', id, value }));
  return { ...t, answer };
}

/** filled with good answers, submitted, the captcha refused with `how`/`value` */
async function refused(how: 'resolve' | 'reject', value: unknown) {
  const t = start();
  t.answer(GOOD);
  t.actor.send({ type: 'submit' });
  await (how === 'resolve' ? t.settle : t.fail)('solveCaptcha', value);
  return t;
}

describe('form-fill machine: each step', () => {
  it('starts filling its form with nothing answered', () => {
    expect(start().view()).toEqual({ value: 'filling', context: FRESH });
  });

  it('a wrong submit leaves an error on each wrong field and calls nothing; an answer clears only its own error', () => {
    const t = start();
    t.actor.send({ type: 'submit' });
    expect(t.view()).toEqual({ value: 'filling', context: { ...FRESH, errors: { email: FORM_MESSAGES.required, size: FORM_MESSAGES.required } } });
    t.answer({ email: 'not-mail' });
    expect(t.view().context).toEqual({ ...FRESH, values: { email: 'not-mail' }, errors: { size: FORM_MESSAGES.required } });
    t.answer({ size: 'S' });
    expect(t.view().context.values).toEqual({ email: 'not-mail', size: 'S' });
    t.actor.send({ type: 'submit' });
    expect(t.view().context.errors).toEqual({ email: FORM_MESSAGES.badEmail });
    expect(t.fakes.inputs.size).toBe(0);
  });

  it('good answers solve the captcha, then go normalised with its solution; the thanks come from the server', async () => {
    const t = start();
    t.answer(GOOD);
    t.actor.send({ type: 'submit' });
    expect(t.view()).toEqual({ value: 'verifying', context: { ...FRESH, values: GOOD } });
    await t.settle('solveCaptcha', CAPTCHA);
    expect(t.view().value).toBe('sending');
    expect(t.fakes.inputs.get('submit')).toEqual([{ formId: 'f3', answers: { email: 'ann@example.org', size: 'M' }, captcha: CAPTCHA }]);
    await t.settle('submit', { message: 'Thanks, Ann' });
    expect(t.view()).toEqual({ value: 'sent', context: { ...FRESH, values: GOOD, sentMessage: 'Thanks, Ann' } });
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it('a captcha not solved brings the form back with its message and the answers; a new submit clears it', async () => {
    const t = await refused('resolve', null);
    expect(t.view()).toEqual({ value: 'filling', context: { ...FRESH, values: GOOD, message: FORM_MESSAGES.captchaFailed } });
    t.actor.send({ type: 'submit' });
    expect(t.view()).toEqual({ value: 'verifying', context: { ...FRESH, values: GOOD } });
  });

  it('a wrong submit after a message clears the message too', async () => {
    const t = await refused('resolve', null);
    t.answer({ size: 'XL' });
    t.actor.send({ type: 'submit' });
    expect(t.view()).toEqual({ value: 'filling', context: { ...FRESH, values: { ...GOOD, size: 'XL' }, errors: { size: FORM_MESSAGES.badChoice } } });
  });

  it.each([
    [new Error('crypto unavailable'), 'crypto unavailable'],
    [{ message: 'no worker' }, 'no worker'],
    [{ message: '' }, FORM_MESSAGES.notSent],
    ['boom', FORM_MESSAGES.notSent],
  ])('a captcha that throws %o shows %s', async (error, message) => {
    const t = await refused('reject', error);
    expect(t.view()).toEqual({ value: 'filling', context: { ...FRESH, values: GOOD, message } });
  });

  it.each([
    [{ status: 400, message: FORM_MESSAGES.captchaFailed }, FORM_MESSAGES.captchaFailed],
    [{ status: 500 }, FORM_MESSAGES.notSent],
    [null, FORM_MESSAGES.notSent],
  ])('a refused submit %o shows %s with the answers kept', async (error, message) => {
    const t = start();
    t.answer(GOOD);
    t.actor.send({ type: 'submit' });
    await t.settle('solveCaptcha', CAPTCHA);
    await t.fail('submit', error);
    expect(t.view()).toEqual({ value: 'filling', context: { ...FRESH, values: GOOD, message } });
  });
});
