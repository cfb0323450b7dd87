import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { AlertHost } from '../components/alerts';
import { ConfirmHost } from '../components/confirm-dialog/confirm';
import { SessionProvider } from '../features/session/SessionProvider';
import { SyncProvider } from '../features/sync/SyncProvider';
import { AppShell } from './AppShell';

export function App() {
  return (
    <ChakraProvider value={defaultSystem}>
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
