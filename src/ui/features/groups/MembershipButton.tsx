// Join / request / cancel / leave, driven by the membership machine; visitors are asked to log in; a premium
// group's join leads to its paid join page (billing).
import { Button, HStack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useLocation } from 'wouter';
import type { GroupView } from '../../../domain/groups/types';
import { LEAVE_GROUP, LOGIN_TO_JOIN, membershipMachine, type MembershipInput } from '../../../machines/groups/membership.machine';
import { links } from '../../app/links';
import { announce, showAlert } from '../../components/alerts';
import { STATUS_WORDS } from '../../../domain/shared/words';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { sendCommand } from '../data/useCommand';
import { useEngine } from '../data/useEngine';
import { inspect } from '../../app/inspector';

const standingOf = (g: GroupView, signedIn: boolean): MembershipInput => ({
  companyGroupId: g.id, signedIn, isAdmin: g.viewer.isAdmin || g.viewer.isOwner, membership: g.viewer.membership, memberId: g.viewer.memberId, requestId: g.viewer.requestId,
  premium: g.asPremium,
});

export function MembershipButton({ group, signedIn }: { group: GroupView; signedIn: boolean }) {
  const engine = useEngine();
  // the actors are built once: they read the engine of the moment (null until the worker is up)
  const engineRef = useRef(engine);
  engineRef.current = engine;
  const nameRef = useRef(group.name);
  nameRef.current = group.name;
  const [location, navigate] = useLocation();
  const machine = useMemo(
    () =>
      membershipMachine.provide({
        actors: {
          join: fromPromise(async ({ input }) => {
            const v = await sendCommand(engineRef.current, 'groups.members.join', input);
            announce(v.membership === 'MEMBER' ? STATUS_WORDS.joined(nameRef.current) : STATUS_WORDS.requested(nameRef.current));
            return { membership: v.membership, memberId: v.memberId, requestId: v.requestId };
          }),
          cancelRequest: fromPromise(async ({ input }) => {
            await sendCommand(engineRef.current, 'groups.requests.delete', { id: input.requestId });
            announce(STATUS_WORDS.requestCancelled(nameRef.current));
          }),
          leave: fromPromise(async ({ input }) => {
            await sendCommand(engineRef.current, 'groups.members.delete', { id: input.memberId });
            announce(STATUS_WORDS.left(nameRef.current));
          }),
        },
      }),
    [],
  );
  const [state, send] = useMachine(machine, { input: standingOf(group, signedIn), inspect });
  const standing = JSON.stringify(standingOf(group, signedIn));
  useEffect(() => {
    send({ type: 'sync', standing: JSON.parse(standing) as MembershipInput });
  }, [standing, send]);
  useEffect(() => {
    if (state.matches('askLogin')) void askConfirm(LOGIN_TO_JOIN).then((ok) => send({ type: ok ? 'login.confirm' : 'login.dismiss' }));
    if (state.matches('confirmLeave')) void askConfirm(LEAVE_GROUP, { title: 'Leave group', confirmLabel: 'Leave group' }).then((ok) => send({ type: ok ? 'leave.confirm' : 'leave.dismiss' }));
    if (state.matches('toLogin')) navigate(links.login(location));
    if (state.matches('toPaidJoin')) navigate(links.groupJoin(group.profileName));
  }, [state.value, send, navigate, location, group.profileName]);
  useEffect(() => {
    if (state.context.error) showAlert(state.context.error, 'error');
  }, [state.context.error]);

  const busy = state.matches('joining') || state.matches('cancelling') || state.matches('leaving');
  if (state.matches('admin')) return null;
  return (
    <HStack gap="2">
      {(state.matches('visitor') || state.matches('none') || state.matches('joining') || state.matches('askLogin')) && (
        <Button size="sm" colorPalette="orange" loading={busy} onClick={() => send({ type: 'join' })}>
          {group.asMemberApprovalRequired ? 'Request to join' : 'Join group'}
        </Button>
      )}
      {(state.matches('requested') || state.matches('cancelling')) && (
        <>
          <Text fontSize="sm">Request sent</Text>
          <Button size="sm" variant="outline" loading={busy} onClick={() => send({ type: 'cancel' })}>
            Cancel request
          </Button>
        </>
      )}
      {(state.matches('member') || state.matches('confirmLeave') || state.matches('leaving')) && (
        <Button size="sm" variant="outline" loading={busy} onClick={() => send({ type: 'leave' })}>
          Leave group
        </Button>
      )}
    </HStack>
  );
}
