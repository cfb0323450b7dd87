// The self-hosted proof-of-work captcha (ALTCHA, altcha-lib): the server makes a signed challenge (PBKDF2, a cost
// a browser pays in about a second), the visitor's browser finds the counter, the server checks the solution
// against its own signature (no third party, no cookie, nothing about the visitor kept). POST /captcha-check
// (spec 7) answers whether a solution holds without spending it; a form submission spends it: a solved challenge
// is good for one submission (captcha_solutions), and for CAPTCHA_TTL_S at most.
import { createHash, createHmac } from 'node:crypto';
import { createChallenge, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { AppContext } from '../context';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE } from '../companies/shared';

export const CAPTCHA_TTL_S = 600;
const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per try; a key starting with one zero byte takes 256 tries on average: well under a second in a browser. */
const COST = 2_000;

const secrets = (ctx: AppContext) => ({
  hmacSignatureSecret: createHmac('sha256', ctx.jwtSecret).update('captcha-signature').digest('hex'),
  hmacKeySignatureSecret: createHmac('sha256', ctx.jwtSecret).update('captcha-key').digest('hex'),
});

const challengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string().max(40), nonce: z.string().max(200), salt: z.string().max(200), cost: z.number().int().min(1).max(10_000_000),
    keyLength: z.number().int().min(1).max(128), keyPrefix: z.string().max(256), keySignature: z.string().max(256).optional(),
    memoryCost: z.number().optional(), parallelism: z.number().optional(), expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().max(256).optional(),
});
export const captchaPayloadSchema = z.object({
  challenge: challengeSchema,
  solution: z.object({ counter: z.number().int().min(0).max(2 ** 32 - 1), derivedKey: z.string().max(512), time: z.number().optional() }),
});
export type CaptchaPayload = z.infer<typeof captchaPayloadSchema>;

export async function newChallenge(ctx: AppContext) {
  return createChallenge({
    algorithm: ALGORITHM, cost: COST, deriveKey, keyPrefix: '00', expiresAt: Math.floor(ctx.clock.now() / 1000) + CAPTCHA_TTL_S, ...secrets(ctx),
  });
}

/** True when the solution is right, signed by this server and not expired (its clock). */
export async function solutionHolds(ctx: AppContext, payload: CaptchaPayload): Promise<boolean> {
  const exp = payload.challenge.parameters.expiresAt;
  if (exp === undefined || exp * 1000 < ctx.clock.now() || payload.challenge.parameters.algorithm !== ALGORITHM) return false;
  try {
    const r = await verifySolution({ challenge: payload.challenge as Payload['challenge'], solution: payload.solution, deriveKey, ...secrets(ctx) });
    return r.verified;
  } catch {
    return false;
  }
}

/** The key a spent solution is kept under (its challenge's signature, hashed). */
export const spentKey = (payload: CaptchaPayload): string => createHash('sha256').update(payload.challenge.signature ?? '').digest('hex');

export function captchaRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${BASE}/captcha-challenge`, tag: 'crm', auth: 'none',
      summary: 'A new proof-of-work challenge (ALTCHA) for a public form',
      response: challengeSchema,
      handler: async () => {
        const c = await newChallenge(ctx);
        return { parameters: { ...c.parameters }, signature: c.signature };
      },
    }),
    defineRoute({
      method: 'post', path: `${BASE}/captcha-check`, tag: 'crm', auth: 'none',
      summary: 'Whether a captcha solution holds (right, signed here, not expired, not spent); it is not spent by this check',
      body: captchaPayloadSchema, response: z.object({ verified: z.boolean() }),
      handler: async ({ body }) => {
        if (!(await solutionHolds(ctx, body))) return { verified: false };
        const spent = await ctx.db.selectFrom('captcha_solutions').select('signature').where('signature', '=', spentKey(body)).executeTakeFirst();
        return { verified: !spent };
      },
    }),
  ];
}
