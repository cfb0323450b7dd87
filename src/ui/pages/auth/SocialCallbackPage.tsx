// /auth/linkedin and /auth/google: the provider sends the browser back here; the server checks its answer (the auth
// request {socialToken, type, redirectUrl}, spec 7). A first sign-in goes on to the intro's company step; an e-mail
// already registered asks for that account's password (or a mailed code) before the provider is linked.
import { Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../app/links';
import { withQuery } from '../../app/query';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { CommandError, useCommand } from '../../features/data/useCommand';
import { useSession } from '../../features/session/useSession';
import type { Endpoints } from '../../../sync/facade';
import { AuthCard, FormMessage, safeRedirect } from './parts';
import { SocialLinkForm } from './SocialLinkForm';
import { SOCIAL_ACCOUNT_CREATED, socialFailed, takeFlow, typeOfCallback } from './socialFlow';
import { useEngineAccount } from './useEngineAccount';

type SocialSignedIn = Endpoints['social.signIn']['out'];
type View = { step: 'checking' } | { step: 'failed' } | { step: 'link'; socialToken: string; message: string; next?: string };

export function SocialCallbackPage() {
  const [path, navigate] = useLocation();
  const type = typeOfCallback(path);
  usePageTitle('Signing in');
  const { send } = useCommand();
  const { storeLogin } = useSession();
  const engineAccount = useEngineAccount();
  const [view, setView] = useState<View>({ step: 'checking' });
  const started = useRef(false);

  const signedIn = async (r: SocialSignedIn, next?: string) => {
    storeLogin({ email: r.email, accessToken: r.accessToken, refreshToken: r.refreshToken });
    await engineAccount(r.email);
    navigate(r.message === SOCIAL_ACCOUNT_CREATED ? withQuery(links.meIntroStart(), { step: '2' }) : (safeRedirect(next) ?? links.me()), { replace: true });
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const flow = takeFlow(type);
    const fail = () => {
      showAlert(socialFailed(type), 'error');
      setView({ step: 'failed' });
    };
    if (!flow) return fail();
    send('social.signIn', { type, socialToken: flow.socialToken, redirectUrl: window.location.href })
      .then((r) => signedIn(r, flow.next))
      .catch((e: unknown) => {
        if (e instanceof CommandError && e.status === 409) setView({ step: 'link', socialToken: flow.socialToken, message: e.message, next: flow.next });
        else fail();
      });
    // once per visit: the provider's answer can be used only once
  }, []);

  if (view.step === 'link') {
    return <SocialLinkForm socialToken={view.socialToken} message={view.message} onSignedIn={(r) => signedIn(r, view.next)} />;
  }
  return (
    <AuthCard title="Sign In">
      {view.step === 'failed' ? (
        <Stack gap="4">
          <FormMessage error={socialFailed(type)} />
          <AppLink href={links.login()}>Back to sign in</AppLink>
        </Stack>
      ) : (
        <Text role="status">Signing in…</Text>
      )}
    </AuthCard>
  );
}
