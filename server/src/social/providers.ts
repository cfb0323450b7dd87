// Social sign-in providers (Google, LinkedIn), configured by environment variables; OpenID Connect through
// openid-client: discovery once per provider and server, then the authorization-code flow with PKCE.
import * as oidc from 'openid-client';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';

export const SOCIAL_TYPES = ['GOOGLE', 'LINKEDIN'] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];

export const PROVIDER_NAMES: Record<SocialType, string> = { GOOGLE: 'Google', LINKEDIN: 'LinkedIn' };
/** the client's callback page per provider (spec 2: /auth/linkedin is the social login callback) */
export const CALLBACK_PATHS: Record<SocialType, string> = { GOOGLE: '/auth/google', LINKEDIN: '/auth/linkedin' };
const DEFAULT_ISSUERS: Record<SocialType, string> = { GOOGLE: 'https://accounts.google.com', LINKEDIN: 'https://www.linkedin.com/oauth' };

/** spec 8: 'Google login failed' (and the same words for LinkedIn) */
export const failedMessage = (type: SocialType) => `${PROVIDER_NAMES[type]} login failed`;

type ProviderSettings = { clientId: string; clientSecret: string; issuer: URL };
type Env = Record<string, string | undefined>;

/** GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET (+ GOOGLE_ISSUER), the same with LINKEDIN_: a provider without both is off. */
export function providerSettings(env: Env): Partial<Record<SocialType, ProviderSettings>> {
  const out: Partial<Record<SocialType, ProviderSettings>> = {};
  for (const type of SOCIAL_TYPES) {
    const clientId = env[`${type}_CLIENT_ID`]?.trim();
    const clientSecret = env[`${type}_CLIENT_SECRET`]?.trim();
    if (!clientId || !clientSecret) continue;
    out[type] = { clientId, clientSecret, issuer: new URL(env[`${type}_ISSUER`]?.trim() || DEFAULT_ISSUERS[type]) };
  }
  return out;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export type SocialProviders = {
  configured(): SocialType[];
  /** the provider's discovered configuration; 404 when the provider is not configured */
  config(type: SocialType): Promise<oidc.Configuration>;
};

function createProviders(settings: Partial<Record<SocialType, ProviderSettings>>): SocialProviders {
  const discovered = new Map<SocialType, Promise<oidc.Configuration>>();
  return {
    configured: () => SOCIAL_TYPES.filter((t) => settings[t] !== undefined),
    config(type) {
      const s = settings[type];
      if (!s) return Promise.reject(new HttpError(404, `${PROVIDER_NAMES[type]} sign-in is not configured`));
      let found = discovered.get(type);
      if (!found) {
        // plain http only for a provider on this machine (the tests' mock provider)
        const insecure = s.issuer.protocol === 'http:' && LOOPBACK.has(s.issuer.hostname);
        found = oidc.discovery(s.issuer, s.clientId, s.clientSecret, undefined, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
        discovered.set(type, found);
        found.catch(() => discovered.delete(type)); // try again on the next sign-in
      }
      return found;
    },
  };
}

const perServer = new WeakMap<AppContext, SocialProviders>();

/** The providers of one server, read from the environment when first asked. */
export function socialProviders(ctx: AppContext): SocialProviders {
  let p = perServer.get(ctx);
  if (!p) {
    p = createProviders(providerSettings(process.env));
    perServer.set(ctx, p);
  }
  return p;
}
