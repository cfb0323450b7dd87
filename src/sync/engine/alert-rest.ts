// The two REST reads the engine makes itself (snapshot and catch-up), with the engine's token.
import type { Notification } from '../../domain/alerts/types';
import type { EventsPage } from '../../domain/shared/events';
import { PATHS, TRACKING_CODES_HEADER } from '../contract/endpoints';
import { ApiRequestError } from '../api/types';
import { isNotificationShape } from '../pipeline/decode';
import { NetworkError, httpRequest, messageOf, withQuery, type FetchFn, type HttpResponse } from '../transport/http';

export const SNAPSHOT_PAGE_SIZE = 100;
const MAX_SNAPSHOT_PAGES = 50;

export type AlertRest = {
  /** every notification created since sinceMs (paged), or undefined when the network is down */
  notificationsSince(sinceMs: number): Promise<Notification[] | undefined>;
  eventsAfter(seq: number): Promise<EventsPage | undefined>;
};

export function createAlertRest(deps: {
  base: () => string; token: () => string; fetch: FetchFn; log(m: string): void; onUnauthorized?(): void; trackingCodes?: () => string[];
}): AlertRest {
  async function get(path: string, query: Record<string, number | string>): Promise<unknown> {
    let res: HttpResponse;
    try {
      res = await httpRequest(deps.fetch, {
        method: 'GET',
        url: withQuery(`${deps.base()}${path}`, query),
        headers: {
          'Content-Type': 'application/json', Accept: 'application/json',
          Authorization: `Bearer ${deps.token()}`, [TRACKING_CODES_HEADER]: (deps.trackingCodes?.() ?? []).join(','),
        },
      });
    } catch (err) {
      if (err instanceof NetworkError) {
        deps.log('Service unavailable 503');
        return undefined;
      }
      throw err;
    }
    if (res.status === 401) deps.onUnauthorized?.();
    if (!res.ok) throw new ApiRequestError(res.status, messageOf(res.body, res.status));
    return res.body;
  }

  return {
    async notificationsSince(sinceMs) {
      const all: Notification[] = [];
      for (let page = 0; page < MAX_SNAPSHOT_PAGES; page += 1) {
        const body = await get(PATHS.alert.notifications, { startDateInMillis: sinceMs, skip: page * SNAPSHOT_PAGE_SIZE, limit: SNAPSHOT_PAGE_SIZE });
        if (body === undefined) return undefined;
        if (!Array.isArray(body)) throw new Error('notifications: expected an array');
        all.push(...body.filter(isNotificationShape));
        if (body.length < SNAPSHOT_PAGE_SIZE) break;
      }
      return all;
    },
    async eventsAfter(seq) {
      const body = await get(PATHS.alert.events, { afterSeq: seq });
      if (body === undefined) return undefined;
      if (!isEventsPage(body)) throw new Error('events: malformed page');
      return body;
    },
  };
}

function isEventsPage(x: unknown): x is EventsPage {
  return typeof x === 'object' && x !== null && 'events' in x && Array.isArray(x.events)
    && 'latestSeq' in x && typeof x.latestSeq === 'number' && 'truncated' in x && typeof x.truncated === 'boolean';
}
