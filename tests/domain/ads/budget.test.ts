// A campaign's money in integer cents (src/domain/ads): a start reserves the whole budget, each counted click spends
// the cost per click, what is left returns when the campaign ends or can no longer pay a click; the steps a state
// does not allow are refused with a message naming why.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AD_MESSAGES, CAMPAIGN_STATES, clickBudget, endBudget, pauseBudget, remainingCents, resumeBudget, startBudget, STATE_LABELS,
  type CampaignMoney, type CampaignState, type Step,
} from '../../../src/domain/ads';

const draft = (budgetCents: number, cpcCents: number): CampaignMoney => ({ budgetCents, cpcCents, reservedCents: 0, spentCents: 0, returnedCents: 0, state: 'DRAFT' });
const money = (s: Step): CampaignMoney => {
  if (!s.ok) throw new Error(`refused: ${s.message}`);
  return s.money;
};
const refusal = (s: Step) => (s.ok ? null : s.message);
/** An active campaign with some clicks already spent. */
const active = (budget: number, cpc: number, clicks = 0) => ({ ...money(startBudget(draft(budget, cpc))), spentCents: clicks * cpc });

describe('starting a campaign', () => {
  it('reserves the whole budget and charges it to the wallet', () => {
    expect(startBudget(draft(1000, 30))).toEqual({
      ok: true, charged: 1000, returned: 0,
      money: { budgetCents: 1000, cpcCents: 30, reservedCents: 1000, spentCents: 0, returnedCents: 0, state: 'ACTIVE' },
    });
  });

  it('needs a budget that pays at least one click (a budget of exactly one click is enough)', () => {
    expect(refusal(startBudget(draft(29, 30)))).toBe(AD_MESSAGES.budgetBelowCpc);
    expect(money(startBudget(draft(30, 30))).reservedCents).toBe(30);
  });

  it.each<[CampaignState, string]>([
    ['ACTIVE', 'A campaign that is active cannot be started'],
    ['PAUSED', 'A campaign that is paused cannot be started'],
    ['ENDED', 'A campaign that is ended cannot be started'],
    ['BUDGET_SPENT', 'A campaign that is budget spent cannot be started'],
  ])('a campaign that is %s cannot be started: %s', (state, message) => {
    expect(startBudget({ ...draft(1000, 30), state })).toEqual({ ok: false, message });
  });
});

describe('a counted click', () => {
  it('spends the cost per click and keeps the campaign active while another click can be paid', () => {
    // 100 budget, 30 a click: after one click 70 are left (two more clicks)
    const step = clickBudget(active(100, 30));
    expect(step).toEqual({ ok: true, charged: 30, returned: 0, money: { ...active(100, 30), spentCents: 30 } });
    // exactly one click left: still active
    expect(clickBudget(active(90, 30))).toMatchObject({ ok: true, returned: 0, money: { state: 'ACTIVE', spentCents: 30, returnedCents: 0 } });
  });

  it('returns what is left and stops the campaign when what is left cannot pay another click', () => {
    // 100 budget, 30 a click, 2 clicks spent: the 3rd leaves 10, which cannot pay a 4th
    expect(clickBudget(active(100, 30, 2))).toEqual({
      ok: true, charged: 30, returned: 10,
      money: { budgetCents: 100, cpcCents: 30, reservedCents: 100, spentCents: 90, returnedCents: 10, state: 'BUDGET_SPENT' },
    });
    // nothing left at all: stops with nothing returned
    expect(clickBudget(active(60, 30, 1))).toMatchObject({ ok: true, returned: 0, money: { state: 'BUDGET_SPENT', spentCents: 60, returnedCents: 0 } });
  });

  it('is refused when the campaign is not active, or what is left cannot pay it', () => {
    for (const state of ['DRAFT', 'PAUSED', 'ENDED', 'BUDGET_SPENT'] as const) {
      expect(refusal(clickBudget({ ...active(100, 30), state }))).toBe('The campaign is not active');
    }
    expect(refusal(clickBudget({ ...active(100, 30), spentCents: 71 }))).toBe('The budget is spent');
    expect(clickBudget({ ...active(100, 30), spentCents: 70 })).toMatchObject({ ok: true, charged: 30 });
  });

  it('property: from a start, clicks are counted until the budget cannot pay one: budget div cpc clicks, budget mod cpc returned', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 60 }), fc.nat(), (cpc, clicksPaid, n) => {
      const extra = n % cpc; // 0 .. cpc - 1 left over
      const budget = clicksPaid * cpc + extra;
      let m = money(startBudget(draft(budget, cpc)));
      let clicks = 0;
      let returned = 0;
      for (let step = clickBudget(m); step.ok; step = clickBudget(m)) {
        clicks += 1;
        expect(step.charged).toBe(cpc);
        returned += step.returned;
        m = step.money;
        expect(m.state).toBe(clicks === clicksPaid ? 'BUDGET_SPENT' : 'ACTIVE');
      }
      expect(clicks).toBe(clicksPaid);
      expect([m.spentCents, m.returnedCents, returned, remainingCents(m)]).toEqual([clicksPaid * cpc, extra, extra, 0]);
    }));
  });
});

describe('pause, resume and end', () => {
  it('pauses only an active campaign and resumes only a paused one, charging nothing', () => {
    const a = active(100, 30, 1);
    expect(pauseBudget(a)).toEqual({ ok: true, charged: 0, returned: 0, money: { ...a, state: 'PAUSED' } });
    expect(resumeBudget({ ...a, state: 'PAUSED' })).toEqual({ ok: true, charged: 0, returned: 0, money: a });
    for (const state of CAMPAIGN_STATES.filter((s) => s !== 'ACTIVE')) expect(refusal(pauseBudget({ ...a, state }))).toBe('Only an active campaign can be paused');
    for (const state of CAMPAIGN_STATES.filter((s) => s !== 'PAUSED')) expect(refusal(resumeBudget({ ...a, state }))).toBe('Only a paused campaign can be resumed');
  });

  it('ending returns what is left of the reservation (nothing for a draft) and cannot happen twice', () => {
    const a = active(100, 30, 1);
    expect(endBudget(a)).toEqual({ ok: true, charged: 0, returned: 70, money: { ...a, state: 'ENDED', returnedCents: 70 } });
    expect(endBudget({ ...a, state: 'PAUSED' })).toMatchObject({ ok: true, returned: 70, money: { state: 'ENDED' } });
    expect(endBudget(draft(100, 30))).toEqual({ ok: true, charged: 0, returned: 0, money: { ...draft(100, 30), state: 'ENDED' } });
    expect(refusal(endBudget(money(endBudget(a))))).toBe('The campaign has already ended');
    expect(refusal(endBudget({ ...a, state: 'BUDGET_SPENT' }))).toBe('The campaign has already ended');
  });

  it('what is left is the reservation less what was spent and returned', () => {
    expect(remainingCents({ ...draft(500, 10), reservedCents: 500, spentCents: 120, returnedCents: 30 })).toBe(350);
  });
});

describe('campaign states', () => {
  it('every state the steps lead to is a campaign state with its own label', () => {
    const a = active(100, 30, 2);
    const reached = [a, money(pauseBudget(a)), money(endBudget(a)), money(clickBudget(a)), draft(1, 1)].map((m) => m.state);
    expect(new Set(reached)).toEqual(new Set(CAMPAIGN_STATES));
    expect(Object.keys(STATE_LABELS).sort()).toEqual([...CAMPAIGN_STATES].sort());
    const labels = CAMPAIGN_STATES.map((s) => STATE_LABELS[s]);
    expect(new Set(labels).size).toBe(CAMPAIGN_STATES.length);
    for (const l of labels) expect(l).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
  });
});
