// What a room is called on screen: a direct room by the other person, others by their name.
import type { ChatRoom, UserCard } from '../../../domain/chat/types';
import { displayName } from '../../features/chat/useUserCards';

export function otherMember(room: ChatRoom, selfId: string): string | undefined {
  return room.memberIds.find((id) => id !== selfId);
}

export function roomTitle(room: ChatRoom, selfId: string, users: Map<string, UserCard>): string {
  if (room.meta.type === 'DIRECTROOM') {
    const other = otherMember(room, selfId);
    return other ? displayName(users.get(other), 'Direct room') : 'Direct room';
  }
  return room.name || (room.meta.type === 'RFQROOM' ? 'RFQ room' : 'Group');
}
