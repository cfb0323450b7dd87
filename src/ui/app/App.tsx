import { ChakraProvider } from '@chakra-ui/react';
import { AlertHost } from '../components/alerts';
import { ConfirmHost } from '../components/confirm-dialog/confirm';
import { SessionProvider } from '../features/session/SessionProvider';
import { SyncProvider } from '../features/sync/SyncProvider';
import { AppShell } from './AppShell';
import { system } from './theme';

export function App() {
  return (
    <ChakraProvider value={system}>
      <SessionProvider>
        <SyncProvider>
          <AlertHost />
          <ConfirmHost />
          <AppShell />
        </SyncProvider>
      </SessionProvider>
    </ChakraProvider>
  );
}
