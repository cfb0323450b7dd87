// A ticket's check-in code: its random code and an HMAC of the ticket with the server's secret, so a code cannot be
// made up or moved to another ticket. The QR code on the ticket page holds the check-in link with this code.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const SIG_LENGTH = 10;

/** A new random ticket code: 8 characters nobody confuses when typing (no 0/O, 1/I). */
export const newTicketCode = (): string => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const signature = (secret: Buffer, ticketId: string, code: string) =>
  createHmac('sha256', secret).update(`ticket-check-in:${ticketId}:${code}`).digest('hex').slice(0, SIG_LENGTH).toUpperCase();

/** The code shown and scanned: `CODE-SIGNATURE`. */
export const signedCode = (secret: Buffer, ticketId: string, code: string): string => `${code}-${signature(secret, ticketId, code)}`;

/** The ticket code of a well-formed signed code (its signature still to check with the ticket's id), or null. */
export function parseSignedCode(text: string): { code: string; sig: string } | null {
  const m = /^([A-Z2-9]{8})-([0-9A-F]{10})$/.exec(text.trim().toUpperCase());
  return m ? { code: m[1]!, sig: m[2]! } : null;
}

export function signatureMatches(secret: Buffer, ticketId: string, code: string, sig: string): boolean {
  const a = Buffer.from(signature(secret, ticketId, code));
  const b = Buffer.from(sig);
  return a.length === b.length && timingSafeEqual(a, b);
}
