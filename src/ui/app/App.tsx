import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { AlertHost } from '../components/alerts';
import { SessionProvider } from '../features/session/SessionProvider';
import { SyncProvider } from '../features/sync/SyncProvider';
import { AppShell } from './AppShell';

export function App() {
  return (
    <ChakraProvider value={defaultSystem}>
      <SessionProvider>
        <SyncProvider>
          <AlertHost />
          <AppShell />
        </SyncProvider>
      </SessionProvider>
    </ChakraProvider>
  );
}
