// The frame around every page: the chrome for who is signed in, the guard, the route table.
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { showAlert } from '../components/alerts';
import { useScrollToElementOnEveryPage } from '../components/scroll-to-element/useScrollToElement';
import { Footer } from '../features/shell/Footer';
import { LoginRequired } from '../features/shell/LoginRequired';
import { PAGE_MAX_WIDTH } from '../features/shell/nav';
import { PublicHeader } from '../features/shell/PublicHeader';
import { PublicTopBar } from '../features/shell/PublicTopBar';
import { TrackingCodeRecorder } from '../features/crm/TrackingCodeRecorder';
import { useSession } from '../features/session/useSession';
import { SyncStatusBanner } from '../features/sync/SyncStatusBanner';
import { AppRoutes } from './AppRoutes';
import { chromeFor, decideAccess } from './guard';
import { lazyPage } from './lazy-page';
import { MAIN_ID, SkipLink } from './SkipLink';

// A visitor's first load carries the public chrome only: the member's and the admin's chrome, the messages panel
// and the call watcher load when someone signed in needs them.
const AdminHeader = lazyPage(() => import('../features/shell/AdminHeader'), 'AdminHeader');
const GranteeHeader = lazyPage(() => import('../pages/grantee/GranteeHeader'), 'GranteeHeader');
const MemberTopBar = lazyPage(() => import('../features/shell/MemberTopBar'), 'MemberTopBar');
const MessagesPanel = lazyPage(() => import('../features/chat/MessagesPanel'), 'MessagesPanel');
const IncomingCallWatcher = lazyPage(() => import('../features/calls/IncomingCallWatcher'), 'IncomingCallWatcher');

function Chrome({ kind }: { kind: ReturnType<typeof chromeFor> }) {
  if (kind === 'admin') return <AdminHeader />;
  if (kind === 'grantee') return <GranteeHeader />;
  if (kind === 'member') return <><MemberTopBar /><SyncStatusBanner /></>;
  return <><PublicTopBar /><PublicHeader /></>;
}

export function AppShell() {
  const session = useSession();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const isAdmin = session.user ? session.user.admin : null;
  const isGrantee = session.user?.grantee === true;
  const decision = decideAccess({ path: location, search, hasLogin: session.current !== null, isAdmin, isGrantee });
  const chrome = chromeFor(session.status === 'signedIn' && session.user !== null, isAdmin, isGrantee);
  const checking = session.status === 'loading' && session.current !== null;

  // One alert per refused path, even when React runs the effect twice (StrictMode).
  const alerted = useRef<string | null>(null);
  const refused = decision.kind === 'adminOnly' ? decision : null;
  const redirectTo = refused?.redirectTo ?? null;
  const alertText = refused?.alert ?? null;
  useEffect(() => {
    if (!redirectTo || !alertText) {
      alerted.current = null;
      return;
    }
    if (alerted.current !== location) {
      alerted.current = location;
      showAlert(alertText, 'warning');
    }
    navigate(redirectTo, { replace: true });
  }, [redirectTo, alertText, location, navigate]);

  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
  useScrollToElementOnEveryPage(location); // spec 2: ##elementId## on any URL

  return (
    <Box minH="100vh" display="flex" flexDirection="column" bg="gray.50">
      <SkipLink />
      <TrackingCodeRecorder />
      {!checking && <Suspense fallback={null}><Chrome kind={chrome} /></Suspense>}
      <Box as="main" id={MAIN_ID} tabIndex={-1} outline="none" flex="1" w="full" maxW={PAGE_MAX_WIDTH} mx="auto" px="4">
        {decision.kind === 'allow' && <AppRoutes />}
        {decision.kind === 'loginRequired' && <LoginRequired message={decision.message} loginHref={decision.loginHref} />}
        {decision.kind === 'wait' && session.unavailable && (
          <HStack role="alert" py="10" justify="center" gap="3">
            <Text>Service unavailable. Your account could not be checked.</Text>
            <Button size="sm" variant="outline" onClick={session.retry}>
              Retry
            </Button>
          </HStack>
        )}
        {((decision.kind === 'wait' && !session.unavailable) || decision.kind === 'adminOnly') && (
          <Text role="status" py="10" textAlign="center">
            Loading...
          </Text>
        )}
      </Box>
      {chrome !== 'admin' && chrome !== 'grantee' && !checking && <Footer />}
      <Suspense fallback={null}>
        {chrome === 'member' && <MessagesPanel />}
        {chrome === 'member' && <IncomingCallWatcher />}
      </Suspense>
    </Box>
  );
}
