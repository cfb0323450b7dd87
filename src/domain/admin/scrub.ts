// What an error report may not carry: tokens, passwords, codes, keys. Applied by the client before it sends and by
// the server before it stores (the client is not trusted).
const RULES: [RegExp, string][] = [
  [/\bBearer\s+[^\s"',]+/gi, 'Bearer [redacted]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[redacted]'],
  [/\b((?:access|refresh)?_?token|password|secret|api_?key|key|code|confirmCode|authorization)(["']?\s*[=:]\s*["']?)[^\s"'&,;}]+/gi, '$1$2[redacted]'],
  [/\b[A-Za-z0-9+/_-]{32,}={0,2}/g, '[redacted]'],
  [/\b\d{6}\b/g, '[redacted]'],
];

export function scrubSecrets(text: string): string {
  return RULES.reduce((t, [re, by]) => t.replace(re, by), text);
}
