// What a flight recording (src/sync/recorder) may not carry, on the client as it records and on the server when a
// recording is attached to a feedback: tokens, passwords, refresh tokens, card numbers and CVCs, Authorization
// headers. Fields are judged by their name (whatever the nesting) and strings by their shape (a JWT, a
// bearer token, a card number, a secret in a URL's query), so a secret under an innocent name goes too.
// Also turns what JSON cannot hold (cycles, errors, functions, bigints) into plain data.

export const REDACTED = '[redacted]';

/** Field names whose values are secrets, whatever their value looks like. */
export const SECRET_KEY = /token|passw|secret|authori[sz]ation|cookie|api_?key|cvc|cvv|cvn|security_?code|card_?number|^pan$|confirm_?code|^otp$/i;

const STRING_RULES: [RegExp, string][] = [
  [/\bBearer\s+[^\s"',]+/gi, `Bearer ${REDACTED}`],
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]+/g, REDACTED],
  [/([?&;](?:access_token|refresh_token|token|password|confirmCode|code)=)[^&#\s]*/gi, `$1${REDACTED}`],
];

const CARD_RUN = /\b\d(?:[ -]?\d){11,18}\b/g;

/** Luhn's check: what card numbers pass (so most other long digit runs, such as amounts, are kept). */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function redactString(text: string): string {
  let out = text;
  for (const [re, by] of STRING_RULES) out = out.replace(re, by);
  return out.replace(CARD_RUN, (run) => {
    const digits = run.replace(/[ -]/g, '');
    return digits.length >= 12 && digits.length <= 19 && luhn(digits) ? REDACTED : run;
  });
}

const MAX_DEPTH = 40;

/** A deep copy of `value` as plain JSON data with every secret replaced by REDACTED. */
export function redact(value: unknown): unknown {
  const seen = new WeakSet<object>();
  const walk = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return redactString(v);
    if (v === null || typeof v === 'number' || typeof v === 'boolean') return v;
    if (typeof v === 'bigint') return String(v);
    if (typeof v !== 'object') return undefined;
    if (depth > MAX_DEPTH) return '[too deep]';
    if (seen.has(v)) return '[cycle]';
    seen.add(v);
    try {
      if (v instanceof Error) return { name: v.name, message: redactString(v.message) };
      if (v instanceof Date) return v.toISOString();
      const json = (v as { toJSON?: unknown }).toJSON;
      if (typeof json === 'function') return walk((json as () => unknown).call(v), depth + 1);
      if (Array.isArray(v) || v instanceof Set) return [...(v as Iterable<unknown>)].map((x) => walk(x, depth + 1) ?? null);
      const entries = v instanceof Map ? [...v.entries()].map(([k, x]) => [String(k), x] as const) : Object.entries(v);
      const out: Record<string, unknown> = {};
      for (const [k, x] of entries) {
        const clean = SECRET_KEY.test(k) && x !== null && x !== undefined && x !== '' ? REDACTED : walk(x, depth + 1);
        if (clean !== undefined) out[k] = clean;
      }
      return out;
    } finally {
      seen.delete(v);
    }
  };
  return walk(value, 0);
}
