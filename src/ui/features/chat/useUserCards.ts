// Names and logos of people in the chat, fetched once per id for the page's life.
import { useEffect, useState } from 'react';
import type { UserCard } from '../../../domain/chat/types';
import { useApi } from '../session/useApi';

const cache = new Map<string, UserCard>();
const listeners = new Set<() => void>();

export function rememberUsers(cards: readonly UserCard[]): void {
  for (const c of cards) cache.set(c.id, c);
  listeners.forEach((l) => l());
}

export function displayName(card: UserCard | undefined, fallback = 'Unknown user'): string {
  if (!card) return fallback;
  return `${card.firstname} ${card.lastname}`.trim() || card.profileName || fallback;
}

/** The cards of `ids` known so far (missing ones are fetched). */
export function useUserCards(ids: readonly string[]): Map<string, UserCard> {
  const api = useApi();
  const [, bump] = useState(0);
  const key = [...new Set(ids)].sort().join(',');
  useEffect(() => {
    const l = () => bump((n) => n + 1);
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  }, []);
  useEffect(() => {
    const missing = key === '' ? [] : key.split(',').filter((id) => !cache.has(id));
    if (missing.length === 0) return;
    void api.call('chat.users.byIds', { ids: missing }).then((cards) => {
      if (cards) rememberUsers(cards);
    }).catch(() => {});
  }, [api, key]);
  return cache;
}
