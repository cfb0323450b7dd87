// Names and logos of people in the chat: one query for the ids a view shows.
import { useMemo, useState } from 'react';
import type { UserCard } from '../../../domain/chat/types';
import { useQuery } from '../data/useQuery';

export function displayName(card: UserCard | undefined, fallback = 'Unknown user'): string {
  if (!card) return fallback;
  return `${card.firstname} ${card.lastname}`.trim() || card.profileName || fallback;
}

/** The cards of `ids` known so far; while a new set of ids loads, the last answer stays (no flash of unknown names). */
export function useUserCards(ids: readonly string[]): Map<string, UserCard> {
  const unique = [...new Set(ids)].sort();
  const q = useQuery('chat.users.byIds', unique.length > 0 ? { ids: unique } : null);
  const [held, setHeld] = useState<readonly UserCard[]>([]);
  if (q.data !== undefined && q.data !== held) setHeld(q.data);
  const cards = q.data ?? held;
  return useMemo(() => new Map(cards.map((c) => [c.id, c])), [cards]);
}
