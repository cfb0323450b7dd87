// Visitors are asked to log in (spec 6): the app's confirm dialog, then /login?redirectUrl={path}.
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../app/links';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { useSession } from '../session/useSession';

/**
 * Returns the signed-in user's id, or asks a visitor to log in (with the given prompt: on OK the page goes
 * to /login?redirectUrl={this path}) and returns null.
 */
export function useLoginPrompt(): (prompt: string) => string | null {
  const session = useSession();
  const [location, navigate] = useLocation();
  return useCallback(
    (prompt: string) => {
      if (session.status === 'signedIn' && session.user) return session.user.id;
      void askConfirm(prompt, { title: 'Login required', confirmLabel: 'Login' }).then((ok) => {
        if (ok) navigate(links.login(`${location}${window.location.search}`));
      });
      return null;
    },
    [session.status, session.user, location, navigate],
  );
}
