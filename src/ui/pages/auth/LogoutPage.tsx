// /logout: signs the current account out (other stored accounts stay) and goes to /.
import { Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../app/links';
import { usePageTitle } from '../../components/usePageTitle';
import { useSession } from '../../features/session/useSession';

export function LogoutPage() {
  usePageTitle('Logout');
  const { logout, status } = useSession();
  const [, navigate] = useLocation();
  // once per visit, even when React runs the effect twice
  const done = useRef(false);
  useEffect(() => {
    // wait until the stored logins are loaded, or a reload of /logout would have nothing to sign out
    if (done.current || status === 'loading') return;
    done.current = true;
    logout();
    navigate(links.home(), { replace: true });
  }, [logout, navigate, status]);
  return <Text my="10" textAlign="center">Signing out…</Text>;
}
