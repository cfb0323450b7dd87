// Path tests generated from the form-fill machine's graph (a visitor fills a CRM form at /forms/{id}): nothing is
// sent, and no captcha solved, while an answer is wrong (the errors sit on the fields); the answers go with the
// captcha's solution, checked and normalised; a captcha not solved or a refusal brings the form back with the
// message and the answers kept.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkAnswers, FORM_MESSAGES, type FormField } from '../../../src/domain/crm/forms';
import { formFillMachine, type FormFillInput } from '../../../src/machines/crm/form-fill.machine';
import { controllableActors, itTakesEveryTransition, pathName, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';

const FIELDS: FormField[] = [
  { id: 'email', label: 'E-mail', type: 'EMAIL', required: true },
  { id: 'size', label: 'Size', type: 'CHOICE', required: true, choices: ['S', 'M'] },
];
const CAPTCHA = { challenge: { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: '00' }, signature: 'sig' }, solution: { counter: 7, derivedKey: '00ab' } };
const events = [
  { type: 'change', id: 'email', value: ' Ann@Example.org ' },
  { type: 'change', id: 'email', value: 'not-mail' },
  { type: 'change', id: 'size', value: 'S' },
  { type: 'submit' },
  { type: 'xstate.done.actor.solveCaptcha', output: CAPTCHA },
  { type: 'xstate.done.actor.solveCaptcha', output: null },
  { type: 'xstate.error.actor.solveCaptcha', error: new Error('crypto unavailable') },
  { type: 'xstate.done.actor.submit', output: { message: FORM_MESSAGES.submitted } },
  { type: 'xstate.error.actor.submit', error: { message: FORM_MESSAGES.captchaFailed } },
];
const input: FormFillInput = { formId: 'f1', fields: FIELDS };

const coverage = transitionCoverage(formFillMachine);
describe('form-fill machine', () => {
  const paths = transitionPaths(formFillMachine, { events: events as never, input });
  it('every resting state is reachable', () => {
    expect([...new Set(paths.map((p) => JSON.stringify(p.state.value)))].sort()).toEqual(restingLeafValues(formFillMachine).sort());
  });
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
    const fakes = controllableActors(['solveCaptcha', 'submit']);
    const actor = createActor(formFillMachine.provide({ actors: fakes.actors as never }), { input, inspect: coverage.inspect }).start();
    await replay(actor, fakes, path.steps as never, { view: (s) => s.value });
    const snap = actor.getSnapshot();
    // no captcha is solved and nothing sent unless the answers held at that moment
    const solves = fakes.inputs.get('solveCaptcha') ?? [];
    const submits = (fakes.inputs.get('submit') ?? []) as { formId: string; answers: Record<string, string>; captcha: unknown }[];
    let values: Record<string, string> = {};
    let holdingSubmits = 0;
    for (const step of path.steps) {
      const e = step.event as { type: string; id?: string; value?: string };
      if (e.type === 'change' && e.id) values = { ...values, [e.id]: e.value ?? '' };
      if (e.type === 'submit' && checkAnswers(FIELDS, values).ok) holdingSubmits++;
    }
    expect(solves.length).toBeLessThanOrEqual(holdingSubmits);
    for (const s of submits) expect(s).toEqual({ formId: 'f1', answers: { email: 'ann@example.org', size: 'S' }, captcha: CAPTCHA });
    // a wrong submit leaves its errors on the fields
    const last: string | undefined = (path.steps.at(-1)?.event as { type: string } | undefined)?.type;
    if (last === 'submit' && snap.matches('filling')) {
      const r = checkAnswers(FIELDS, snap.context.values);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(snap.context.errors).toEqual(r.errors);
    }
    if (last === 'xstate.done.actor.solveCaptcha' && snap.matches('filling')) expect(snap.context.message).toBe(FORM_MESSAGES.captchaFailed);
    if (last === 'xstate.error.actor.solveCaptcha') expect(snap.context.message).toBe('crypto unavailable');
    if (last === 'xstate.error.actor.submit') expect(snap.context).toMatchObject({ message: FORM_MESSAGES.captchaFailed, values: { email: ' Ann@Example.org ', size: 'S' } });
    if (snap.matches('sent')) expect(snap.context.sentMessage).toBe(FORM_MESSAGES.submitted);
    actor.stop();
  });
  itTakesEveryTransition(coverage);
});
