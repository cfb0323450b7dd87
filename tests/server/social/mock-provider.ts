// A local OpenID Connect provider for the social sign-in tests (oauth2-mock-server): what the next ID token says,
// and one sign-in driven through it as a browser would (start, the provider's redirect, the auth request).
import { OAuth2Server } from 'oauth2-mock-server';
import type { Api } from '../harness';

export type Identity = { sub: string; email: string; email_verified?: boolean; given_name?: string; family_name?: string; nonce?: string; aud?: string };

export async function startMockProvider(port = 0) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(port, 'localhost');
  let next: Identity | null = null;
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    if (next && 'nonce' in token.payload) Object.assign(token.payload, { email_verified: true, ...next });
  });
  return {
    server,
    issuer: server.issuer.url ?? '',
    /** the identity the next ID token carries */
    as(identity: Identity) {
      next = identity;
    },
    stop: () => server.stop(),
  };
}

export const REDIRECT = 'http://localhost:4315/auth/google';

/** Starts a Google sign-in and follows the provider's redirect: the socialToken and the callback URL. */
export async function providerAnswer(api: Api, type: 'GOOGLE' | 'LINKEDIN' = 'GOOGLE', redirectUrl = REDIRECT) {
  const start = await api.post('/api/v1/company/auth/social/start', { type, redirectUrl });
  if (start.status !== 200) throw new Error(`start failed: ${JSON.stringify(start)}`);
  const r = await fetch(start.body.authorizationUrl as string, { redirect: 'manual' });
  const callback = r.headers.get('location');
  if (!callback) throw new Error(`the provider did not redirect: ${r.status}`);
  return { socialToken: start.body.socialToken as string, callback, authorizationUrl: new URL(start.body.authorizationUrl as string) };
}

/** The whole sign-in: the auth request's answer. */
export async function socialSignIn(api: Api, type: 'GOOGLE' | 'LINKEDIN' = 'GOOGLE') {
  const { socialToken, callback } = await providerAnswer(api, type);
  return api.post('/api/v1/company/auth', { type, socialToken, redirectUrl: callback });
}
