// Budget arithmetic of a campaign in integer cents, as a property: under any order of starts, clicks, pauses, resumes,
// ends and hours passing, reserved = spent + returned + what is left, nothing is ever below zero, every counted click
// costs exactly the cost per click, and once ended the wallet holds what it held minus what was spent.
// First the pure steps (src/domain/ads) with many runs, then the real server and wallet with a few.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clickBudget, endBudget, pauseBudget, remainingCents, resumeBudget, startBudget, type CampaignMoney } from '../../../src/domain/ads';
import { backends, login } from '../harness';
import { companyAreaServer } from '../companies/setup';
import { act, C, campaign, click, fund, template, wallet } from './setup';

const STEPS = { START: startBudget, CLICK: clickBudget, PAUSE: pauseBudget, RESUME: resumeBudget, END: endBudget } as const;
type Action = keyof typeof STEPS;
const action = fc.constantFrom<Action>('START', 'CLICK', 'CLICK', 'CLICK', 'PAUSE', 'RESUME', 'END');

const holds = (m: CampaignMoney) => {
  expect(m.spentCents).toBeGreaterThanOrEqual(0);
  expect(m.returnedCents).toBeGreaterThanOrEqual(0);
  expect(remainingCents(m)).toBeGreaterThanOrEqual(0);
  // nothing is reserved before a start (a draft may also end unstarted); a start reserves the whole budget
  if (m.state === 'DRAFT') expect(m.reservedCents).toBe(0);
  else expect([0, m.budgetCents]).toContain(m.reservedCents);
  if (m.state === 'ACTIVE' || m.state === 'PAUSED') expect(m.reservedCents).toBe(m.budgetCents);
  if (m.state === 'ENDED' || m.state === 'BUDGET_SPENT') expect(m.reservedCents).toBe(m.spentCents + m.returnedCents);
};

describe('campaign budget steps (pure)', () => {
  it('reserved = spent + returned + left, never below zero, clicks cost the cost per click, under any order', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), fc.array(action, { maxLength: 40 }), (a, b, actions) => {
      const cpc = Math.min(a, b);
      let m: CampaignMoney = { budgetCents: Math.max(a, b), cpcCents: cpc, reservedCents: 0, spentCents: 0, returnedCents: 0, state: 'DRAFT' };
      let clicks = 0;
      for (const x of actions) {
        const step = STEPS[x](m);
        if (!step.ok) continue;
        if (x === 'CLICK') {
          clicks += 1;
          expect(step.charged).toBe(cpc);
        }
        m = step.money;
        holds(m);
      }
      expect(m.spentCents).toBe(clicks * cpc);
      const end = endBudget(m);
      const final = end.ok ? end.money : m;
      holds(final);
      expect(final.reservedCents).toBe(final.spentCents + final.returnedCents);
    }), { numRuns: 2000 });
  });
});

describe.each(backends())('campaign budget against the server and wallet on $name', (backend) => {
  const t = companyAreaServer(backend);
  const serverAction = fc.constantFrom('START', 'CLICK', 'CLICK', 'CLICK', 'CLICK', 'REPEAT', 'PAUSE', 'RESUME', 'END', 'HOUR');

  it('the wallet ends at what it held minus what was spent; the row keeps reserved = spent + returned + left', async () => {
    const { api, s } = t.state;
    let run = 0;
    await fc.assert(fc.asyncProperty(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 100, max: 1500 }), fc.array(serverAction, { maxLength: 14 }), async (cpc, budget, actions) => {
      run += 1;
      const alice = await t.owner(`Budget ${run}`);
      let token = alice.accessToken;
      await fund(api, token, 2000);
      const c = await campaign(api, s, token, (await template(api, token, alice.companyId)).id, { budgetCents: Math.max(budget, cpc), cpcCents: cpc });
      let visitors = 0;
      for (const x of actions) {
        if (x === 'HOUR') {
          s.clock.advance(61 * 60 * 1000);
          token = (await login(api, alice.email, alice.password)).accessToken;
        } else if (x === 'CLICK' || x === 'REPEAT') {
          if (x === 'CLICK') visitors += 1;
          const r = await click(api, c.id, undefined, `run${run}-visitor-${Math.max(visitors, 1)}`);
          expect(r.status === 201 || r.status === 404).toBe(true);
        } else {
          const r = await act(api, token, c.id, x);
          expect([200, 409]).toContain(r.status);
        }
        const row = await s.db.selectFrom('ad_campaigns').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow();
        expect(row.spent_cents).toBe(row.clicks * cpc);
        expect(row.reserved_cents - row.spent_cents - row.returned_cents).toBeGreaterThanOrEqual(0);
        expect(await wallet(api, token)).toBe(2000 - row.reserved_cents + row.returned_cents);
      }
      await act(api, token, c.id, 'END');
      const end = (await api.get(`${C}/ad-campaigns/${c.id}`, token)).body;
      expect(['ENDED', 'BUDGET_SPENT']).toContain(end.state);
      if (end.reservedCents > 0) expect(end.reservedCents).toBe(end.spentCents + end.returnedCents);
      expect(await wallet(api, token)).toBe(2000 - end.spentCents);
      const ledger = await s.db.selectFrom('pay_ledger').select((eb) => eb.fn.sum<string>('cents').as('n')).where('user_id', '=', alice.id).where('account', '=', 'WALLET').executeTakeFirstOrThrow();
      expect(Number(ledger.n)).toBe(2000 - end.spentCents);
    }), { numRuns: 8 });
  });
});
