// /chat/calls?roomId={id}: the video call popup (call machine + WebRTC mesh). Signalling goes through
// POST /rooms/calls/rtc-requests and comes back as RTCREQUEST events; CALL events move the machine.
import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { CALL_FAILED_MESSAGE, CALL_MESSAGES, type Call, type RtcRequest } from '../../../domain/calls/types';
import type { RealtimeEvent } from '../../../domain/shared/events';
import { callMachine, CALL_STATE_LABELS } from '../../../machines/calls/call.machine';
import { inspect } from '../../app/inspector';
import { showAlert } from '../../components/alerts';
import { usePageTitle } from '../../components/usePageTitle';
import { useUserCards } from '../../features/chat/useUserCards';
import { readOnce } from '../../features/data/readOnce';
import { sendCommand } from '../../features/data/useCommand';
import { useEngineAs } from '../../features/data/useEngineAs';
import { useEngineRef, type EngineRef } from '../../features/data/useEngineRef';
import { useSession } from '../../features/session/useSession';
import { useEngineEvents } from '../../features/sync/useEngineEvents';
import { PeerMesh } from './peers';
import { VideoTile } from './VideoTile';
import { PageTitle } from '../../components/page-header/PageHeader';

/** Joins the room's active call, or starts one (a start that lost a race joins the winner's call). */
async function enterRoomCall(engine: EngineRef, roomId: string, selfId: string): Promise<Call> {
  const [active] = await readOnce(engine.current, 'calls.list', { roomIds: [roomId] });
  if (active && active.callMembers.some((m) => m.userId === selfId)) {
    // left over from an earlier window of this person (closed without leaving): leave it, then come back in
    await sendCommand(engine.current, 'calls.leave', { id: active.id });
    return enterRoomCall(engine, roomId, selfId);
  }
  if (active) return sendCommand(engine.current, 'calls.join', { id: active.id });
  try {
    return await sendCommand(engine.current, 'calls.start', { roomId });
  } catch (e) {
    if ((e as { message?: string }).message !== CALL_MESSAGES.callInProgress) throw e;
    return enterRoomCall(engine, roomId, selfId);
  }
}

export function CallPage() {
  usePageTitle('Video call');
  const roomId = new URLSearchParams(useSearch()).get('roomId') ?? '';
  const session = useSession();
  const selfId = session.status === 'signedIn' ? session.user?.id ?? '' : '';
  if (!selfId || !roomId) {
    return <Text role="alert" py="10" textAlign="center">{roomId ? 'Please log in to join the call.' : 'No room selected for the call.'}</Text>;
  }
  return <CallRoom key={`${roomId}:${selfId}`} roomId={roomId} selfId={selfId} />;
}

function CallRoom({ roomId, selfId }: { roomId: string; selfId: string }) {
  const engine = useEngineRef();
  const local = useRef<MediaStream | null>(null);
  const mesh = useRef<PeerMesh | null>(null);
  const early = useRef<RtcRequest[]>([]);
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remotes, setRemotes] = useState<Map<string, MediaStream>>(new Map());
  const sendRef = useRef<(e: { type: 'rtc.connected' } | { type: 'rtc.failed' }) => void>(() => {});

  const [logic] = useState(() => callMachine.provide({
    actors: {
      getMedia: fromPromise<unknown, void>(async () => {
        const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
        local.current = stream;
        setLocalStream(stream);
        return null;
      }),
      enterCall: fromPromise<Call, { roomId: string }>(async ({ input }) => {
        const call = await enterRoomCall(engine, input.roomId, selfId);
        const stream = local.current;
        if (!stream) throw new Error('no camera');
        const m = new PeerMesh(selfId, call.id, stream, (req) => sendCommand(engine.current, 'calls.rtcRequest', req), {
          onRemoteStream: (userId, s) => setRemotes((prev) => {
            const next = new Map(prev);
            if (s) next.set(userId, s);
            else next.delete(userId);
            return next;
          }),
          onConnected: () => sendRef.current({ type: 'rtc.connected' }),
          onFailed: () => sendRef.current({ type: 'rtc.failed' }),
        });
        mesh.current = m;
        for (const r of early.current.splice(0)) void m.receive(r);
        // the newcomer offers to everyone already in the call
        for (const member of call.callMembers) if (member.userId !== selfId) void m.call(member.userId).catch(() => sendRef.current({ type: 'rtc.failed' }));
        return call;
      }),
      leaveCall: fromPromise<unknown, { callId: string }>(({ input }) => sendCommand(engine.current, 'calls.leave', { id: input.callId })),
    },
  }));
  const [snap, send] = useMachine(logic, { input: { roomId, userId: selfId }, inspect });
  sendRef.current = send;
  const callId = snap.context.current?.id ?? null;
  const callIdRef = useRef(callId);
  callIdRef.current = callId;

  const signedIn = useEngineAs(selfId);
  const listening = useEngineEvents(['CALL', 'RTCREQUEST'], (e: RealtimeEvent) => {
    if (e.resourceType === 'RTCREQUEST') {
      const req = e.resource as RtcRequest;
      if (mesh.current) void mesh.current.receive(req).catch(() => send({ type: 'rtc.failed' }));
      else early.current.push(req);
      return;
    }
    const call = e.resource as Call;
    if (call.id !== callIdRef.current) return;
    if (e.action === 'DELETED') send({ type: 'call.ended' });
    if (e.action === 'UPDATED') {
      const inCall = new Set(call.callMembers.map((m) => m.userId));
      for (const userId of [...remotes.keys()]) if (!inCall.has(userId)) mesh.current?.drop(userId);
      send({ type: 'call.updated', call });
    }
  });

  // Start once the engine listens as this user, so no RTC request of this call can pass unheard.
  const ready = listening && signedIn;
  useEffect(() => {
    if (ready && snap.matches('idle')) send({ type: 'call.start' });
  }, [ready, snap, send]);

  const failed = snap.matches('failed');
  useEffect(() => {
    if (failed) showAlert(CALL_FAILED_MESSAGE, 'error');
  }, [failed]);

  const over = snap.matches('ended') || failed;
  useEffect(() => {
    if (!over) return;
    mesh.current?.close();
    for (const t of local.current?.getTracks() ?? []) t.stop();
    setLocalStream(null);
  }, [over]);

  // Closing the popup leaves the call (best effort); unmounting releases camera and connections.
  const stillIn = !over && callId !== null;
  const leaveOnHide = useCallback(() => {
    if (stillIn && callId) void sendCommand(engine.current, 'calls.leave', { id: callId }).catch(() => {});
  }, [stillIn, callId, engine]);
  useEffect(() => {
    window.addEventListener('pagehide', leaveOnHide);
    return () => window.removeEventListener('pagehide', leaveOnHide);
  }, [leaveOnHide]);
  useEffect(() => () => {
    mesh.current?.close();
    for (const t of local.current?.getTracks() ?? []) t.stop();
  }, []);

  const users = useUserCards([...remotes.keys()]);
  const state = (Object.keys(CALL_STATE_LABELS) as (keyof typeof CALL_STATE_LABELS)[]).find((k) => snap.matches(k)) ?? 'idle';
  const label = CALL_STATE_LABELS[state];
  return (
    <Stack gap="3" py="4" data-call-state={state}>
      <HStack justify="space-between">
        <PageTitle>Video call</PageTitle>
        <Text role="status" aria-live="polite" data-testid="call-state" fontWeight="semibold">{label}</Text>
      </HStack>
      {failed && <Text role="alert" color="red.600">{CALL_FAILED_MESSAGE}</Text>}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {[...remotes].map(([userId, stream]) => {
          const u = users.get(userId);
          return <VideoTile key={userId} stream={stream} label={u ? `${u.firstname} ${u.lastname}` : 'Other member'} testId="remote-video" />;
        })}
        {localStream && <VideoTile stream={localStream} label="You" muted testId="local-video" />}
      </SimpleGrid>
      {snap.matches('inviting') && <Text color="gray.600">Waiting for the others to answer…</Text>}
      <Box>
        {over ? (
          <Button variant="outline" onClick={() => window.close()}>Close window</Button>
        ) : (
          <Button colorPalette="red" disabled={!callId} onClick={() => send({ type: 'hangup' })}>Hang up</Button>
        )}
      </Box>
    </Stack>
  );
}
