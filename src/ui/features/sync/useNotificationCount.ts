import { useContext } from 'react';
import { SyncContext } from './SyncProvider';

/** Unread notifications of the last 2 days (raw number; format with formatBadge). 0 when signed out. */
export function useNotificationCount(): number {
  return useContext(SyncContext).notificationCount;
}
