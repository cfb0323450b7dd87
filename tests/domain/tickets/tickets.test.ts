// Event tickets' pure rules (src/domain/tickets): each ticket's share of a refund (integer cents summing exactly to
// the order's amount), the check-in link a ticket's QR code holds and the code read back from it, and the messages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInPath, codeFromScan, TICKET_MESSAGES, ticketShareCents } from '../../../src/domain/tickets';

describe('refund share of a ticket', () => {
  it('examples: 1000 cents over 3 tickets refund 333, 333, 334; nothing outside the order', () => {
    expect([0, 1, 2].map((before) => ticketShareCents(1000, 3, before))).toEqual([333, 333, 334]);
    expect(ticketShareCents(1000, 3, 3)).toBe(0);
    expect(ticketShareCents(1000, 3, -1)).toBe(0);
    expect(ticketShareCents(1000, 0, 0)).toBe(0);
    expect(ticketShareCents(1000, 1, 0)).toBe(1000);
    expect(ticketShareCents(0, 4, 2)).toBe(0);
  });

  it('property: the shares of all the tickets sum to the total exactly, each within a cent of total / count', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 10 }), (total, count) => {
      const shares = Array.from({ length: count }, (_, before) => ticketShareCents(total, count, before));
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      for (const s of shares) {
        expect(Number.isInteger(s)).toBe(true);
        expect(Math.abs(s - total / count)).toBeLessThan(1);
      }
    }));
  });

  it('property: no share for a ticket that is not one of the order\'s', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: -3, max: 10 }), fc.integer({ min: 0, max: 20 }), fc.boolean(), (total, count, n, below) => {
      const before = below ? -1 - n : Math.max(count, 0) + n;
      expect(ticketShareCents(total, count, before)).toBe(0);
    }));
  });
});

describe('check-in link and scanned code', () => {
  it('the link is the ticket page with its code, both encoded', () => {
    expect(checkInPath('t-1', 'AB12CD')).toBe('/tickets/t-1?check=AB12CD');
    expect(checkInPath('a/b', 'x&y=z #')).toBe('/tickets/a%2Fb?check=x%26y%3Dz%20%23');
  });

  it.each([
    ['https://mtz.example/tickets/t-1?check=ab12cd', 'AB12CD'],
    ['  https://mtz.example/tickets/t-1?check=ab12cd#top  ', 'AB12CD'],
    ['https://mtz.example/tickets/t-1?check=ab12cd&utm=qr', 'AB12CD'],
    ['https://mtz.example/tickets/t-1?utm=qr&check=ab12cd', 'AB12CD'],
    ['/tickets/t-1?check=ab%2012 more', 'AB 12'],
    ['/tickets/t-1?check=', '/TICKETS/T-1?CHECK='],
    ['/tickets/t-1/check=ab12', '/TICKETS/T-1/CHECK=AB12'],
    ['  ab12cd ', 'AB12CD'],
    ['', ''],
  ])('%j reads as the code %j', (text, code) => {
    expect(codeFromScan(text)).toBe(code);
  });

  it('property: the code read from a ticket\'s link, with or without the site\'s address, is its code in capitals', () => {
    const code = fc.string({ minLength: 1, maxLength: 16 });
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 12 }), code, fc.constantFrom('', 'https://mtz.example', '  http://localhost:5173'), (id, c, origin) => {
      expect(codeFromScan(`${origin}${checkInPath(id, c)}`)).toBe(c.toUpperCase());
    }));
  });

  it('property: a code typed by hand (no link) is read as typed, in capitals, without the spaces around it', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,12}$/), fc.constantFrom('', ' ', '\t', '  \n'), (typed, around) => {
      expect(codeFromScan(`${around}${typed}${around}`)).toBe(typed.toUpperCase());
    }));
  });
});

describe('ticket messages', () => {
  it('how many tickets are left, in words', () => {
    expect(TICKET_MESSAGES.fewLeft(1)).toBe('Only 1 ticket left');
    expect(TICKET_MESSAGES.fewLeft(2)).toBe('Only 2 tickets left');
    expect(TICKET_MESSAGES.fewLeft(10)).toBe('Only 10 tickets left');
  });

  it('every message is a sentence of its own', () => {
    const messages = Object.values(TICKET_MESSAGES).filter((m) => typeof m === 'string');
    expect(messages.length).toBe(Object.keys(TICKET_MESSAGES).length - 1);
    expect(new Set(messages).size).toBe(messages.length);
    for (const m of messages) expect(m).toMatch(/^[A-Z][^\n]*[a-z]$/);
  });
});
