// The company header's network buttons: follow toggle, connect (every state of spec 4), add to watchlist,
// report. Visitors are asked to log in first (spec 6); alerts use the spec's wording (section 8).
import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { connectionStatus, DEFAULT_REPORT_REASON, MESSAGES, REPORT_REASONS, type ReportReason } from '../../../domain/companies/rules';
import type { Company, ConnectionView, Follow, Watchlist } from '../../../domain/companies/types';
import type { ReportTargetPath } from '../../../sync/api/endpoints/companies';
import { showAlert } from '../../components/alerts';
import { useApi } from '../session/useApi';
import { useSession } from '../session/useSession';
import { useLiveEvents } from './useLiveEvents';
import { useLoginPrompt } from './useLoginPrompt';

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function FollowButton({ company, onChange }: { company: Company; onChange(): void }) {
  const api = useApi();
  const session = useSession();
  const ask = useLoginPrompt();
  const [follow, setFollow] = useState<Follow | null>(null);
  const userId = session.user?.id ?? null;
  const refresh = useCallback(async () => {
    if (!userId) return setFollow(null);
    const l = await api.call('follows.list', { companyIds: [company.id], followerIds: [userId] });
    setFollow(l?.[0] ?? null);
  }, [api, company.id, userId]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const toggle = async () => {
    const me = ask(MESSAGES.needLogin);
    if (!me) return;
    try {
      if (follow) await api.call('follows.delete', { id: follow.id });
      else await api.call('follows.create', { companyId: company.id, followerId: me });
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
    await refresh();
    onChange();
  };
  return (
    <Button size="sm" variant={follow ? 'solid' : 'outline'} aria-pressed={!!follow} onClick={() => void toggle()}>
      {follow ? 'Following' : 'Follow'}
    </Button>
  );
}

/** Connect with a user (the company owner on a profile): none, sent (resend, cancel), received (accept, reject), connected. */
export function ConnectButton({ userId, name }: { userId: string; name: string }) {
  const api = useApi();
  const session = useSession();
  const ask = useLoginPrompt();
  const me = session.user?.id ?? null;
  const [conn, setConn] = useState<ConnectionView | null>(null);
  const reload = useCallback(() => {
    if (!me) return;
    void api.call('connections.list', { userIds: [userId] }).then((l) => setConn(l?.find((c) => c.fromUserId === userId || c.toUserId === userId) ?? null));
  }, [api, me, userId]);
  useEffect(reload, [reload]);
  useLiveEvents(['CONNECTION'], reload);
  if (me === userId) return null;
  const run = async (f: () => Promise<unknown>, success?: string) => {
    try {
      await f();
      if (success) showAlert(success, 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
    reload();
  };
  const status = me ? connectionStatus(me, conn) : 'none';
  if (status === 'none') {
    return (
      <Button size="sm" variant="outline" onClick={() => {
        const id = ask(MESSAGES.loginToConnect);
        if (!id) return;
        if (id === userId) return showAlert(MESSAGES.invalidTargetUser, 'error');
        void run(() => api.call('connections.create', { fromUserId: id, toUserId: userId }));
      }}>
        Connect
      </Button>
    );
  }
  const cancel = () => {
    if (conn && window.confirm(MESSAGES.cancelConnection(name))) void run(() => api.call('connections.delete', { id: conn.id }));
  };
  if (status === 'sent' && conn) {
    return (
      <HStack gap="2">
        <Text fontSize="sm">Connection sent</Text>
        <Button size="xs" variant="outline" onClick={() => void run(() => api.call('connections.resend', { id: conn.id }), MESSAGES.connectionResent)}>Resend</Button>
        <Button size="xs" variant="ghost" onClick={cancel}>Cancel</Button>
      </HStack>
    );
  }
  if (status === 'received' && conn) {
    return (
      <HStack gap="2">
        <Text fontSize="sm">Connection request from {name}</Text>
        <Button size="xs" onClick={() => void run(() => api.call('connections.accept', { id: conn.id }))}>Accept</Button>
        <Button size="xs" variant="outline" onClick={() => void run(() => api.call('connections.delete', { id: conn.id }))}>Reject</Button>
      </HStack>
    );
  }
  return (
    <HStack gap="2">
      <Text fontSize="sm" fontWeight="semibold">Connected</Text>
      <Button size="xs" variant="ghost" onClick={cancel}>Disconnect</Button>
    </HStack>
  );
}

export function WatchlistButton({ company }: { company: Company }) {
  const api = useApi();
  const ask = useLoginPrompt();
  const [lists, setLists] = useState<Watchlist[] | null>(null);
  const [selected, setSelected] = useState('');
  const [newName, setNewName] = useState('');
  const open = async () => {
    if (!ask(MESSAGES.loginToWatchlist)) return;
    setLists((await api.call('watchlists.list', undefined)) ?? []);
  };
  const add = async () => {
    if (!selected) return showAlert(MESSAGES.selectList, 'warning');
    try {
      await api.call('watchlists.addCompany', { id: selected, companyId: company.id });
      showAlert(MESSAGES.companyAdded, 'success');
      setLists(null);
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  const create = async () => {
    if (!newName.trim()) return;
    const l = await api.call('watchlists.create', { name: newName.trim() });
    if (l) {
      setLists((xs) => [...(xs ?? []), l]);
      setSelected(l.id);
      setNewName('');
    }
  };
  return (
    <Box position="relative">
      <Button size="sm" variant="outline" onClick={() => void open()}>Add to watchlist</Button>
      {lists && (
        <Stack role="dialog" aria-label="Add to watchlist" position="absolute" zIndex="10" bg="white" borderWidth="1px" p="3" mt="1" minW="280px" gap="2" shadow="md">
          <Text fontWeight="semibold">Add to watchlist</Text>
          <Field.Root>
            <Field.Label>Watchlist</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={selected} onChange={(e) => setSelected(e.currentTarget.value)}>
                <option value="">Select a list</option>
                {lists.map((l) => <option key={l.id} value={l.id}>{l.name}</option>)}
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>New list name</Field.Label>
            <HStack>
              <Input size="sm" value={newName} onChange={(e) => setNewName(e.currentTarget.value)} />
              <Button size="xs" variant="outline" onClick={() => void create()}>Create list</Button>
            </HStack>
          </Field.Root>
          <HStack>
            <Button size="sm" onClick={() => void add()}>Add</Button>
            <Button size="sm" variant="ghost" onClick={() => setLists(null)}>Close</Button>
          </HStack>
        </Stack>
      )}
    </Box>
  );
}

const REASON_LABELS: Record<ReportReason, string> = {
  SPAM_OR_MISLEADING: 'Spam or misleading',
  COPYRIGHT_INFRINGEMENT: 'Copyright infringement',
  INAPPROPRIATE_CONTENT: 'Inappropriate content',
  OTHER_SITE_VIOLATION: 'Other',
};

export function ReportButton({ target, id }: { target: ReportTargetPath; id: string }) {
  const api = useApi();
  const ask = useLoginPrompt();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>(DEFAULT_REPORT_REASON);
  const [description, setDescription] = useState('');
  const submit = async () => {
    try {
      await api.call('reports.create', { target, id, reason, description });
      showAlert('Report sent', 'success');
      setOpen(false);
    } catch {
      showAlert(MESSAGES.reportFailed, 'error');
    }
  };
  return (
    <Box position="relative">
      <Button size="sm" variant="ghost" onClick={() => ask(MESSAGES.needLogin) && setOpen(true)}>Report</Button>
      {open && (
        <Stack role="dialog" aria-label="Report" position="absolute" zIndex="10" bg="white" borderWidth="1px" p="3" mt="1" minW="280px" gap="2" shadow="md">
          <Text fontWeight="semibold">Report</Text>
          <Field.Root required>
            <Field.Label>Reason</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={reason} onChange={(e) => setReason(e.currentTarget.value as ReportReason)}>
                {REPORT_REASONS.map((r) => <option key={r} value={r}>{REASON_LABELS[r]}</option>)}
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Field.Root>
          {reason === 'OTHER_SITE_VIOLATION' && (
            <Field.Root required>
              <Field.Label>Comment</Field.Label>
              <Textarea value={description} maxLength={1000} onChange={(e) => setDescription(e.currentTarget.value)} />
            </Field.Root>
          )}
          <HStack>
            <Button size="sm" onClick={() => void submit()}>Send report</Button>
            <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>Cancel</Button>
          </HStack>
        </Stack>
      )}
    </Box>
  );
}
