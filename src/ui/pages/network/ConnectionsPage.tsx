// /me/connections: requests received (Accept, Reject), sent (resend, cancel) and connections; the query
// follows CONNECTION events by itself. Cancelling or removing asks first (the app's confirm dialog).
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { connectionStatus, MESSAGES } from '../../../domain/companies/rules';
import type { ConnectionView } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { usePageTitle } from '../../components/usePageTitle';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { MeLayout } from '../me/MeLayout';
import { PageHeader } from '../../components/page-header/PageHeader';

export const fullName = (c: ConnectionView) => `${c.otherUser.firstname} ${c.otherUser.lastname}`;

export function ConnectionsPage() {
  usePageTitle('Connections');
  const me = useSession().user?.id ?? '';
  const q = useQuery('connections.list', {});
  const { send } = useCommand();
  const list = q.data ?? (q.status === 'error' ? [] : null);
  const run = async (f: () => Promise<unknown>, success?: string) => {
    try {
      await f();
      if (success) showAlert(success, 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  const section = (title: string, items: ConnectionView[], actions: (c: ConnectionView) => ReactNode, label: (c: ConnectionView) => string) => (
    <Stack gap="2" as="section" aria-label={title}>
      <Heading as="h2" size="md">{title} ({items.length})</Heading>
      {items.map((c) => (
        <HStack key={c.id} gap="3" borderBottomWidth="1px" py="2">
          <Text flex="1">{label(c)}</Text>
          {actions(c)}
        </HStack>
      ))}
    </Stack>
  );
  const by = (s: string) => (list ?? []).filter((c) => connectionStatus(me, c) === s);
  const cancel = async (c: ConnectionView) => {
    if (await askConfirm(MESSAGES.cancelConnection(fullName(c)))) await run(() => send('connections.delete', { id: c.id }));
  };
  return (
    <MeLayout>
      <HStack justify="space-between" mb="4">
        <PageHeader title="Connections" offline={q.offline} />
        <AppLink href={links.meConnectionsQr()}>Connect by QR code</AppLink>
      </HStack>
      {q.status === 'error' && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      {list === null ? <Text role="status">Loading...</Text> : (
        <Stack gap="6">
          {section('Requests', by('received'), (c) => (
            <>
              <Button size="xs" onClick={() => void run(() => send('connections.accept', { id: c.id }))}>Accept</Button>
              <Button size="xs" variant="outline" onClick={() => void run(() => send('connections.delete', { id: c.id }))}>Reject</Button>
            </>
          ), (c) => `Connection request from ${fullName(c)}`)}
          {section('Sent', by('sent'), (c) => (
            <>
              <Text fontSize="sm">Connection sent</Text>
              <Button size="xs" variant="outline" onClick={() => void run(() => send('connections.resend', { id: c.id }), MESSAGES.connectionResent)}>Resend</Button>
              <Button size="xs" variant="ghost" onClick={() => void cancel(c)}>Cancel</Button>
            </>
          ), fullName)}
          {section('Connected', by('connected'), (c) => (
            <>
              <Text fontSize="sm">Connected</Text>
              <Button size="xs" variant="ghost" onClick={() => void cancel(c)}>Remove</Button>
            </>
          ), fullName)}
        </Stack>
      )}
    </MeLayout>
  );
}
