// Opens the direct chat with a company's owner: made when there is none, the existing one when the server
// answers that it exists (409: one direct chat per pair). Visitors are asked to log in first.
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { MESSAGES } from '../../../domain/companies/rules';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { CommandError, useCommand } from '../data/useCommand';
import { readOnce } from '../data/readOnce';
import { useEngine } from '../data/useEngine';
import { useLoginPrompt } from './useLoginPrompt';

export function useContactOwner(): { contact(ownerId: string): Promise<void>; pending: boolean } {
  const ask = useLoginPrompt();
  const { send, pending } = useCommand();
  const engine = useEngine();
  const [, navigate] = useLocation();
  const contact = useCallback(async (ownerId: string) => {
    const me = ask(MESSAGES.needLogin);
    if (!me) return;
    try {
      navigate(links.chatRoom((await send('chat.directRooms.create', { toMemberId: ownerId })).id));
    } catch (e) {
      if (!(e instanceof CommandError) || e.status !== 409) return showAlert(e instanceof Error ? e.message : String(e), 'error');
      const rooms = await readOnce(engine, 'chat.rooms.list', undefined).catch(() => []);
      const direct = rooms.find((r) => r.meta.type === 'DIRECTROOM' && r.memberIds.includes(ownerId) && r.memberIds.includes(me));
      if (direct) navigate(links.chatRoom(direct.id));
      else showAlert(e.message, 'error');
    }
  }, [ask, send, engine, navigate]);
  return { contact, pending };
}
