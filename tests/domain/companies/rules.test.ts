// Pure rules of the companies area: search query normalisation, page buttons, tabs, phone, connection state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressLine, connectionStatus, formatPhone, isBlankKeyword, normaliseKeyword,
  pageButtons, pageCount, profileTabs, toPrefixTsQuery,
} from '../../../src/domain/companies';

describe('search query normalisation', () => {
  it('turns words into prefix terms and ignores blank keywords', () => {
    expect(toPrefixTsQuery('  Acme  Trading ')).toBe('acme:* & trading:*');
    expect(toPrefixTsQuery("o'brien & co!")).toBe('o:* & brien:* & co:*');
    expect(toPrefixTsQuery('Rīga ŁÓDŹ')).toBe('rīga:* & łódź:*');
    expect(toPrefixTsQuery('   ')).toBeNull();
    expect(toPrefixTsQuery('&|!():*')).toBeNull();
    expect(isBlankKeyword(' \t')).toBe(true);
    expect(isBlankKeyword('a')).toBe(false);
  });

  it('property: any input gives null or terms of letters and digits only, at most 8', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (s) => {
        const q = toPrefixTsQuery(s);
        const words = normaliseKeyword(s);
        expect(q === null).toBe(words.length === 0);
        expect(words.length).toBeLessThanOrEqual(8);
        for (const w of words) expect(w).toMatch(/^[\p{L}\p{N}]{1,40}$/u);
        if (q !== null) expect(q.split(' & ')).toEqual(words.map((w) => `${w}:*`));
      }),
    );
  });
});

describe('pagination buttons', () => {
  it('shows a window of at most 5 around the current page', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageButtons(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageButtons(3, 0)).toEqual([]);
    expect(pageCount(33, 16)).toBe(3);
  });

  it('property: consecutive, within range, contains the (clamped) current page, min(5, pages) long', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 300 }), fc.integer({ min: 0, max: 200 }), (cur, pages) => {
        const b = pageButtons(cur, pages);
        expect(b.length).toBe(Math.min(5, pages));
        b.forEach((p, i) => {
          expect(p).toBeGreaterThanOrEqual(1);
          expect(p).toBeLessThanOrEqual(pages);
          if (i > 0) expect(p).toBe(b[i - 1] + 1);
        });
        if (pages > 0) expect(b).toContain(Math.min(Math.max(1, cur), pages));
      }),
    );
  });
});

describe('profile rules', () => {
  it('tabs follow spec 2', () => {
    expect(profileTabs({ hasProducts: false, viewerInGroup: false, hasImages: false, isOwner: false })).toEqual(['Overview', 'Posts', 'Menus', 'Files']);
    expect(profileTabs({ hasProducts: true, viewerInGroup: true, hasImages: false, isOwner: true })).toEqual(['Overview', 'Products', 'Posts', 'Groups', 'Images', 'Menus', 'Files']);
    expect(profileTabs({ hasProducts: false, viewerInGroup: false, hasImages: true, isOwner: false })).toContain('Images');
  });
  it('phone as plus country code plus number; address line or null', () => {
    expect(formatPhone('371', '6712 3456')).toBe('+371 67 123 456'); // libphonenumber's international format
    expect(formatPhone('1', '(312) 555-0142')).toBe('+1 312 555 0142');
    expect(formatPhone('+44', '20 7946')).toBe('+44 20 7946'); // not a possible number: as stored
    expect(formatPhone(null, '555')).toBe('555');
    expect(formatPhone('1', '  ')).toBeNull();
    expect(addressLine({ address: 'Main 1', city: 'Riga', state: null, country: 'LV', zipCode: '' })).toBe('Main 1, Riga, LV');
    expect(addressLine({ address: null, city: ' ', state: null, country: null, zipCode: null })).toBeNull();
  });
  it('connection status as the viewer sees it', () => {
    expect(connectionStatus('a', null)).toBe('none');
    expect(connectionStatus('a', { fromUserId: 'a', activated: false })).toBe('sent');
    expect(connectionStatus('a', { fromUserId: 'b', activated: false })).toBe('received');
    expect(connectionStatus('a', { fromUserId: 'b', activated: true })).toBe('connected');
  });
});
