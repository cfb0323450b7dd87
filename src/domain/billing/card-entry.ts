// Adding a card (spec 8): what the form checks before the gateway tokenises the number, and which saved card a
// payment by card uses when the person picked none. Pure: no I/O.

export const CARD_ENTRY_MESSAGES = { expiry: 'Expiry must be MM/YY' } as const;

/** The add-card form as typed. The names keep a recording's redaction on them (card number, CVC). */
export type CardFields = { name: string; cardNumber: string; expiry: string; cvc: string };

/** What the gateway tokenises: the number without spaces, the expiry as month and four-digit year. */
export type CardTokenRequest = { number: string; expMonth: number; expYear: number; cvc: string };

export const EMPTY_CARD_FIELDS: CardFields = { name: '', cardNumber: '', expiry: '12/35', cvc: '' };

/** "4/29" or "04/29" -> month 4, year 2029; null unless one or two digits, a slash, two digits. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const m = /^(\d{1,2})\/(\d{2})$/.exec(text.trim());
  return m ? { expMonth: Number(m[1]), expYear: 2000 + Number(m[2]) } : null;
}

/** The gateway's request from the fields, or null when the expiry is not MM/YY (the number and CVC are the gateway's to judge). */
export function cardTokenRequest(f: CardFields): CardTokenRequest | null {
  const expiry = parseExpiry(f.expiry);
  return expiry ? { number: f.cardNumber.replace(/\s+/g, ''), ...expiry, cvc: f.cvc } : null;
}

/** The saved card's name: the name typed, else 'Card'. */
export const savedCardName = (name: string): string => name.trim() || 'Card';

/** The card a payment uses: the one picked while it is still saved, else the default card, else the first. */
export function chosenCardId(cards: readonly { id: string; asDefault: boolean }[], picked: string | null): string | null {
  if (picked !== null && cards.some((c) => c.id === picked)) return picked;
  return (cards.find((c) => c.asDefault) ?? cards[0])?.id ?? null;
}
