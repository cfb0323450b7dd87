// Referral codes a visitor keeps (spec 2: ?tc=) and sends in the tracking-codes header (spec 7).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseTrackingCodesHeader, readTrackingCodes, referralName, rememberTrackingCode, TRACKING_CODES_KEPT, uniqueCodes,
} from '../../../src/domain/crm/referrals';

const code = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);
const messy = fc.oneof(code, fc.string({ maxLength: 20 }), code.map((c) => ` ${c}-!`));

describe('tracking codes a visitor keeps', () => {
  it('the newest code comes first, each once, at most five, letters and digits only', () => {
    fc.assert(fc.property(fc.array(messy, { maxLength: 12 }), (arrivals) => {
      const kept = arrivals.reduce<string[]>((acc, c) => rememberTrackingCode(acc, c), []);
      expect(kept.length).toBeLessThanOrEqual(TRACKING_CODES_KEPT);
      expect(new Set(kept).size).toBe(kept.length);
      for (const k of kept) expect(k).toMatch(/^[A-Za-z0-9]{1,40}$/);
      const last = arrivals.map((a) => a.replace(/[^A-Za-z0-9]/g, '')).filter(Boolean).at(-1);
      if (last) expect(kept[0]).toBe(last.slice(0, 40));
      else expect(kept).toEqual([]);
    }));
  });

  it('the header carries the kept codes and reads back as the same list; storage reads back the same way', () => {
    fc.assert(fc.property(fc.array(code, { maxLength: 8 }), (codes) => {
      const kept = uniqueCodes(codes);
      expect(parseTrackingCodesHeader(kept.join(','))).toEqual(kept);
      expect(readTrackingCodes(JSON.stringify(kept))).toEqual(kept);
    }));
  });

  it('bad header or storage values give no codes, never an error', () => {
    expect(parseTrackingCodesHeader(null)).toEqual([]);
    expect(parseTrackingCodesHeader(' , ,;;')).toEqual([]);
    expect(parseTrackingCodesHeader('ab-c, ab_c ,X')).toEqual(['abc', 'X']);
    for (const s of [null, '', '{', '"x"', '{"a":1}', '[1,null]']) expect(readTrackingCodes(s)).toEqual([]);
    expect(readTrackingCodes('["a1",2,"a1","b-2"]')).toEqual(['a1', 'b2']);
  });

  it('a referral shows the first name and the initial of the last one', () => {
    expect(referralName('Ann', 'Lee')).toBe('Ann L.');
    expect(referralName('Ann', '')).toBe('Ann');
  });
});
