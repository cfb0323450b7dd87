// The proof-of-work captcha in the browser: asks the server for a challenge and finds its solution (ALTCHA,
// altcha-lib with the browser's Web Crypto PBKDF2); the server checks it when the form is sent.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { CaptchaChallenge, CaptchaPayload } from '../../../domain/crm/forms';

/** The solved payload, or null when no solution was found in time (the caller says so and lets the visitor retry). */
export async function solveCaptcha(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<CaptchaPayload | null> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 });
  return solution ? { challenge, solution } : null;
}
