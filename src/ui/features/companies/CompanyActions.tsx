// The company header's network buttons: follow toggle (follow machine), connect in every state of spec 4
// (connection machine) and add to watchlist (watchlist-add machine, in a dialog). The follow and the
// connection are queries, so another tab's or user's change shows here too. Visitors are asked to log in
// first (spec 6); alerts use the spec's wording (section 8).
import { Button, HStack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { connectionStatus, MESSAGES } from '../../../domain/companies/rules';
import type { Company, ConnectionView } from '../../../domain/companies/types';
import { connectionMachine } from '../../../machines/companies/connection.machine';
import { followMachine } from '../../../machines/companies/follow.machine';
import { announce, showAlert } from '../../components/alerts';
import { STATUS_WORDS } from '../../../domain/shared/words';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { errorText } from '../data/errorText';
import { sendCommand } from '../data/useCommand';
import { useEngine } from '../data/useEngine';
import { useQuery } from '../data/useQuery';
import { useSession } from '../session/useSession';
import { WatchlistAddButton } from '../network/WatchlistAddButton';
import { useLoginPrompt } from './useLoginPrompt';
import { inspect } from '../../app/inspector';

export function FollowButton({ company }: { company: Company }) {
  const me = useSession().user?.id ?? null;
  const follows = useQuery('follows.list', me ? { companyIds: [company.id], followerIds: [me] } : null);
  // the machine starts from the store's answer (a visitor has none to wait for)
  if (me && !follows.data) return <Button size="sm" variant="outline" aria-pressed={false} loading>Follow</Button>;
  const followId = follows.data?.[0]?.id ?? null;
  return <FollowToggle key={me ?? 'visitor'} me={me} company={company} followId={followId} />;
}

function FollowToggle({ me, company, followId }: { me: string | null; company: Company; followId: string | null }) {
  const ask = useLoginPrompt();
  const engine = useEngine();
  const engineRef = useRef(engine);
  engineRef.current = engine;
  const followRef = useRef(followId);
  followRef.current = followId;
  const actor = useActorRef(
    followMachine.provide({
      actors: {
        loadFollow: fromPromise(async () => (followRef.current ? { id: followRef.current } : null)),
        createFollow: fromPromise(async ({ input }) => {
          const { id } = await sendCommand(engineRef.current, 'follows.create', input);
          announce(STATUS_WORDS.followed(company.name));
          return { id };
        }),
        deleteFollow: fromPromise(async ({ input }) => {
          await sendCommand(engineRef.current, 'follows.delete', input);
          announce(STATUS_WORDS.unfollowed(company.name));
        }),
      },
      actions: {
        askLogin: () => void ask(MESSAGES.needLogin),
        failed: (_, p) => showAlert(p.message, 'error'),
      },
    }),
    { input: { signedIn: me !== null, companyId: company.id, followerId: me }, inspect },
  );
  const state = useSelector(actor, (s) => s.value);
  const machineFollowId = useSelector(actor, (s) => s.context.followId);
  // a follow made or removed elsewhere (another tab) reaches the toggle through the query
  useEffect(() => {
    if ((state === 'following' || state === 'notFollowing') && me && machineFollowId !== followId) actor.send({ type: 'refresh' });
  }, [actor, state, me, machineFollowId, followId]);
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
  const ask = useLoginPrompt();
  const engine = useEngine();
  const engineRef = useRef(engine);
  engineRef.current = engine;
  const connections = useQuery('connections.list', me ? { userIds: [userId] } : null);
  const conn: ConnectionView | null = connections.data?.find((x) => x.fromUserId === userId || x.toUserId === userId) ?? null;
  const connRef = useRef(conn);
  connRef.current = conn;
  const status = me ? connectionStatus(me, conn) : null;
  const statusRef = useRef(status);
  statusRef.current = status;
  const actorRef = useRef<{ send(e: { type: 'connection.changed'; status: NonNullable<typeof status> }): void } | null>(null);
  const run = (f: (c: ConnectionView | null) => Promise<unknown>, success?: string) => {
    void (async () => {
      try {
        await f(connRef.current);
        if (success) showAlert(success, 'success');
      } catch (e) {
        showAlert(errorText(e), 'error');
        // refused: the machine goes back to what the store shows
        if (statusRef.current) actorRef.current?.send({ type: 'connection.changed', status: statusRef.current });
      }
    })();
  };
  const actor = useActorRef(
    connectionMachine.provide({
      actions: {
        askLogin: () => void ask(MESSAGES.loginToConnect),
        requestConnect: () => run(() => sendCommand(engineRef.current, 'connections.create', { fromUserId: me ?? '', toUserId: userId })),
        requestResend: () => run((c) => sendCommand(engineRef.current, 'connections.resend', { id: c?.id ?? '' }), MESSAGES.connectionResent),
        requestAccept: () => run((c) => sendCommand(engineRef.current, 'connections.accept', { id: c?.id ?? '' })),
        requestDelete: () => run((c) => sendCommand(engineRef.current, 'connections.delete', { id: c?.id ?? '' })),
      },
    }),
    { input: { signedIn: me !== null }, inspect },
  );
  actorRef.current = actor;
  // the server's state (after each command and on CONNECTION events) steers the machine
  const ready = connections.ready;
  useEffect(() => {
    if (ready && status) actor.send({ type: 'connection.changed', status });
  }, [actor, ready, status, conn?.id]);
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
