// Words for numbers and codes on screen: plurals that agree ('1 follower', '2 followers') and enum values as
// words ('Online and in person', not 'BOTH').
import type { EventType } from '../groups/event-time';

/** '0 followers', '1 follower', '2 followers'; `many` for irregular plurals. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  ONLINE: 'Online',
  PHYSICAL: 'In person',
  BOTH: 'Online and in person',
};
