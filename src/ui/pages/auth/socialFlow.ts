// What the browser keeps between leaving for a sign-in provider and coming back to its callback page: the
// flow's handle (socialToken) from the server, in this tab's sessionStorage only, so an answer that arrives
// in another browser (a link someone was sent) has no flow to finish.
import type { Endpoints } from '../../../sync/facade';

export type SocialType = Endpoints['social.start']['in']['type'];

const KEY = 'MTZ_SOCIAL_SIGNIN';

export const SOCIAL_CALLBACKS: Record<SocialType, string> = { GOOGLE: '/auth/google', LINKEDIN: '/auth/linkedin' };
const NAMES: Record<SocialType, string> = { GOOGLE: 'Google', LINKEDIN: 'LinkedIn' };

/** spec 8: 'Google login failed', and the same for LinkedIn */
export const socialFailed = (type: SocialType) => `${NAMES[type]} login failed`;
export const SOCIAL_ACCOUNT_CREATED = 'Account created';

export const typeOfCallback = (path: string): SocialType => (path === SOCIAL_CALLBACKS.GOOGLE ? 'GOOGLE' : 'LINKEDIN');

type Flow = { type: SocialType; socialToken: string; next?: string };

export function rememberFlow(flow: Flow): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flow));
  } catch { /* storage off: the callback page will report the sign-in as failed */ }
}

/** The flow this tab started for the provider, taken out (one use). */
export function takeFlow(type: SocialType): Flow | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const flow = raw ? (JSON.parse(raw) as Partial<Flow>) : null;
    if (flow?.type !== type || typeof flow.socialToken !== 'string') return null;
    return { type, socialToken: flow.socialToken, next: typeof flow.next === 'string' ? flow.next : undefined };
  } catch {
    return null;
  }
}
