// The company header's network buttons: follow toggle (follow machine), connect in every state of spec 4
// (connection machine), add to watchlist (watchlist-add machine, in a dialog) and report (the report dialog).
// Visitors are asked to log in first (spec 6); alerts use the spec's wording (section 8).
import { Button, HStack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { connectionStatus, MESSAGES, type ReportTarget } from '../../../domain/companies/rules';
import type { Company, ConnectionView } from '../../../domain/companies/types';
import { connectionMachine } from '../../../machines/companies/connection.machine';
import { followMachine } from '../../../machines/companies/follow.machine';
import type { ReportTargetPath } from '../../../sync/api/endpoints/companies';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { ReportButton as ReportWidgetButton } from '../../components/report-dialog/ReportDialog';
import { useApi } from '../session/useApi';
import { useSession } from '../session/useSession';
import { WatchlistAddButton } from '../network/WatchlistAddButton';
import { useLiveEvents } from './useLiveEvents';
import { useLoginPrompt } from './useLoginPrompt';

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function FollowButton({ company, onChange }: { company: Company; onChange(): void }) {
  const me = useSession().user?.id ?? null;
  return <FollowToggle key={me ?? 'visitor'} me={me} company={company} onChange={onChange} />;
}

function FollowToggle({ me, company, onChange }: { me: string | null; company: Company; onChange(): void }) {
  const api = useApi();
  const ask = useLoginPrompt();
  const changed = useRef(onChange);
  changed.current = onChange;
  const actor = useActorRef(
    followMachine.provide({
      actors: {
        loadFollow: fromPromise(async ({ input }) => {
          const l = await api.call('follows.list', { companyIds: [input.companyId], followerIds: [input.followerId] });
          return l?.[0] ? { id: l[0].id } : null;
        }),
        createFollow: fromPromise(async ({ input }) => {
          const f = await api.call('follows.create', input);
          if (!f) throw new Error('Service unavailable 503');
          return { id: f.id };
        }),
        deleteFollow: fromPromise(async ({ input }) => api.call('follows.delete', input)),
      },
      actions: {
        askLogin: () => void ask(MESSAGES.needLogin),
        changed: () => changed.current(),
        failed: (_, p) => showAlert(p.message, 'error'),
      },
    }),
    { input: { signedIn: me !== null, companyId: company.id, followerId: me } },
  );
  const state = useSelector(actor, (s) => s.value);
  const following = state === 'following' || state === 'deleting';
  return (
    <Button size="sm" variant={following ? 'solid' : 'outline'} aria-pressed={following} loading={state === 'loading'} disabled={state === 'creating' || state === 'deleting'} onClick={() => actor.send({ type: 'toggle' })}>
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}

/** Connect with a user (the company owner on a profile): none, sent (resend, cancel), received (accept, reject), connected. */
export function ConnectButton({ userId, name }: { userId: string; name: string }) {
  const me = useSession().user?.id ?? null;
  // users cannot connect to themselves (spec 6)
  if (me === userId) return null;
  return <ConnectControl key={me ?? 'visitor'} me={me} userId={userId} name={name} />;
}

function ConnectControl({ me, userId, name }: { me: string | null; userId: string; name: string }) {
  const api = useApi();
  const ask = useLoginPrompt();
  const [conn, setConn] = useState<ConnectionView | null>(null);
  const connRef = useRef<ConnectionView | null>(null);
  const actorRef = useRef<{ send(e: { type: 'connection.changed'; status: ReturnType<typeof connectionStatus> }): void } | null>(null);
  const reload = useCallback(async () => {
    if (!me) return;
    const l = await api.call('connections.list', { userIds: [userId] }).catch(() => undefined);
    const c = l?.find((x) => x.fromUserId === userId || x.toUserId === userId) ?? null;
    connRef.current = c;
    setConn(c);
    actorRef.current?.send({ type: 'connection.changed', status: connectionStatus(me, c) });
  }, [api, me, userId]);
  const run = (f: (c: ConnectionView | null) => Promise<unknown>, success?: string) => {
    void (async () => {
      try {
        await f(connRef.current);
        if (success) showAlert(success, 'success');
      } catch (e) {
        showAlert(errorText(e), 'error');
      }
      await reload();
    })();
  };
  const actor = useActorRef(
    connectionMachine.provide({
      actions: {
        askLogin: () => void ask(MESSAGES.loginToConnect),
        requestConnect: () => run(() => api.call('connections.create', { fromUserId: me ?? '', toUserId: userId })),
        requestResend: () => run((c) => api.call('connections.resend', { id: c?.id ?? '' }), MESSAGES.connectionResent),
        requestAccept: () => run((c) => api.call('connections.accept', { id: c?.id ?? '' })),
        requestDelete: () => run((c) => api.call('connections.delete', { id: c?.id ?? '' })),
      },
    }),
    { input: { signedIn: me !== null } },
  );
  actorRef.current = actor;
  useEffect(() => {
    void reload();
  }, [reload]);
  useLiveEvents(['CONNECTION'], () => void reload());
  const state = useSelector(actor, (s) => s.value);
  const cancel = async () => {
    actor.send({ type: 'cancel' });
    const ok = await askConfirm(MESSAGES.cancelConnection(name));
    actor.send({ type: ok ? 'cancel.confirm' : 'cancel.dismiss' });
  };
  const busy = state === 'sending';
  if (typeof state === 'object' && 'sent' in state && conn) {
    return (
      <HStack gap="2">
        <Text fontSize="sm">Connection sent</Text>
        <Button size="xs" variant="outline" onClick={() => actor.send({ type: 'resend' })}>Resend</Button>
        <Button size="xs" variant="ghost" onClick={() => void cancel()}>Cancel</Button>
      </HStack>
    );
  }
  if (state === 'received' && conn) {
    return (
      <HStack gap="2">
        <Text fontSize="sm">Connection request from {name}</Text>
        <Button size="xs" onClick={() => actor.send({ type: 'accept' })}>Accept</Button>
        <Button size="xs" variant="outline" onClick={() => actor.send({ type: 'reject' })}>Reject</Button>
      </HStack>
    );
  }
  if (typeof state === 'object' && 'connected' in state && conn) {
    return (
      <HStack gap="2">
        <Text fontSize="sm" fontWeight="semibold">Connected</Text>
        <Button size="xs" variant="ghost" onClick={() => void cancel()}>Disconnect</Button>
      </HStack>
    );
  }
  return (
    <Button size="sm" variant="outline" loading={busy} onClick={() => actor.send({ type: 'connect' })}>
      Connect
    </Button>
  );
}

export function WatchlistButton({ company }: { company: Company }) {
  const session = useSession();
  const me = session.user?.id ?? null;
  return <WatchlistAddButton key={me ?? 'visitor'} signedIn={me !== null} item="company" itemId={company.id} />;
}

const TARGET_OF: Record<ReportTargetPath, ReportTarget> = {
  'company-searches': 'COMPANY', 'company-group-searches': 'COMPANY_GROUP', 'company-group-post-searches': 'COMPANY_GROUP_POST', 'product-searches': 'PRODUCT',
};

/** The report button of the profile header (kept for its callers): the shared report dialog. */
export function ReportButton({ target, id, name }: { target: ReportTargetPath; id: string; name?: string }) {
  return <ReportWidgetButton target={TARGET_OF[target]} targetId={id} targetName={name} />;
}
