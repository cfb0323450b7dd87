// Properties of the network rules: watchlist add refusals (spec 5, 8), the bulk selection reducer, QR codes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connectQrLink, qrCodeFrom, selection, watchlistAdded, watchlistAddRefusal, type SelectionAction } from '../../../src/domain/companies/network';
import { MESSAGES } from '../../../src/domain/companies/rules';

const id = fc.constantFrom('a', 'b', 'c', 'd');
const action: fc.Arbitrary<SelectionAction> = fc.oneof(
  id.map((x) => ({ type: 'toggle' as const, id: x })),
  fc.array(id).map((ids) => ({ type: 'all' as const, ids })),
  fc.constant({ type: 'clear' as const }),
  fc.array(id).map((ids) => ({ type: 'retain' as const, ids })),
);

describe('network rules', () => {
  it('a selection never holds an id twice, and toggling twice changes nothing', () => {
    fc.assert(fc.property(fc.array(action, { maxLength: 30 }), id, (actions, x) => {
      const s = actions.reduce(selection, [] as string[]);
      expect(new Set(s).size).toBe(s.length);
      expect(new Set(selection(selection(s, { type: 'toggle', id: x }), { type: 'toggle', id: x }))).toEqual(new Set(s));
      expect(selection(s, { type: 'toggle', id: x }).includes(x)).toBe(!s.includes(x));
      const kept: string[] = fc.sample(fc.array(id), 1)[0];
      expect(selection(s, { type: 'retain', ids: kept }).every((y) => kept.includes(y) && s.includes(y))).toBe(true);
    }));
  });

  it('adding needs a selected list and is refused when the list has the company', () => {
    fc.assert(fc.property(fc.array(fc.record({ id, name: fc.string({ maxLength: 10 }), companyIds: fc.array(id, { maxLength: 3 }) })), id, id, (lists, sel, company) => {
      const list = lists.find((l) => l.id === sel);
      const r = watchlistAddRefusal(lists, sel, company);
      if (!list) expect(r).toBe(MESSAGES.selectList);
      else if (list.companyIds.includes(company)) expect(r).toBe(MESSAGES.alreadyInList(list.name));
      else expect(r).toBeNull();
    }));
    expect(watchlistAddRefusal([{ id: 'l', name: 'Favourites', companyIds: ['c'] }], 'l', 'c')).toBe("The list 'Favourites' has this company already");
    expect(watchlistAddRefusal([], '', 'c')).toBe('Please select a list');
  });

  it('a product list says product where a company list says company', () => {
    const lists = [{ id: 'l', name: 'Parts', companyIds: ['p1'] }];
    expect(watchlistAddRefusal(lists, 'l', 'p1', 'product')).toBe("The list 'Parts' has this product already");
    expect(watchlistAddRefusal(lists, 'l', 'p2', 'product')).toBeNull();
    expect(watchlistAddRefusal(lists, '', 'p1', 'product')).toBe('Please select a list');
    expect(watchlistAdded('product')).toBe('The product is added successfully');
    expect(watchlistAdded('company')).toBe('The company is added successfully');
  });

  it('a QR link gives back its code; bare codes pass; anything else is no code', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), (code) => {
      expect(qrCodeFrom(connectQrLink('http://localhost:8080', code))).toBe(code);
      expect(qrCodeFrom(`  ${code} `)).toBe(code);
    }));
    expect(qrCodeFrom('')).toBeNull();
    expect(qrCodeFrom('not a code!')).toBeNull();
  });
});
