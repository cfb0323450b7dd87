// Spec 4: an incoming call CREATED where the user is not yet a member asks to answer and opens the call
// popup. Mounted once in the app shell for members; quiet inside the call popup itself, and for calls that
// are old news (a catch-up replaying events of calls long over).
import { useRef } from 'react';
import { useLocation } from 'wouter';
import type { Call } from '../../../domain/calls/types';
import type { RealtimeEvent } from '../../../domain/shared/events';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { useSession } from '../session/useSession';
import { useCommand } from '../data/useCommand';
import { useEngineEvents } from '../sync/useEngineEvents';
import { openCallPopup } from './popup';
import { shouldRing } from './ring';

export const INCOMING_CALL_QUESTION = 'Incoming video call. Do you want to answer?';
export function IncomingCallWatcher() {
  const session = useSession();
  const { send } = useCommand();
  const [path] = useLocation();
  const asked = useRef(new Set<string>());
  const selfId = session.user?.id ?? null;
  useEngineEvents(['CALL'], (e: RealtimeEvent) => {
    if (e.action !== 'CREATED' || !selfId) return;
    const call = e.resource as Call;
    if (asked.current.has(call.id) || !shouldRing(call, selfId, Date.now(), path)) return;
    asked.current.add(call.id);
    void askConfirm(INCOMING_CALL_QUESTION, { title: 'Video call', confirmLabel: 'Answer' }).then((yes) => {
      if (yes) openCallPopup(call.roomId);
      else void send('calls.reject', { id: call.id }).catch(() => {});
    });
  });
  return null;
}
