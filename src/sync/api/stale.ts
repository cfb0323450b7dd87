// Which realtime events make an endpoint's answer stale (issue 27, targeted refresh). Every GET route of the
// endpoint map declares it next to its path (`stale` in ./routes.ts); the data engine refreshes, on an event,
// only the answers on screen whose declaration names it. Declarations are plain data (no functions), so they
// move unchanged into a per-feature zod contract later.
import type { Action, ResourceType } from '../../domain/shared/events';

export type StaleRule = {
  type: ResourceType;
  /** only events with one of these actions; every action when absent */
  actions?: readonly Action[];
  /**
   * Fields of the event's resource that name ids. When set, only the answers that hold one of those ids (in
   * their parameters or anywhere in the answer) go stale; an event that names none of them makes every answer
   * of the endpoint stale. When absent, every answer of the endpoint goes stale.
   */
  ids?: readonly string[];
  /**
   * The event carries the whole entity (its `id` included): an answer holding an object with that id, whose
   * fields the event all carries, is patched in place (UPDATED: replaced; DELETED: removed from its list)
   * instead of fetched again.
   */
  patch?: boolean;
  /**
   * The answer is a list (newest first) of the event's entities filtered by these parameters (entity field ->
   * parameter holding the allowed values, an array or one value). When the query gives every one of these
   * parameters, a CREATED entity that passes the filter is put first in place, and one that does not leaves
   * the answer as it is: no GET either way. A query missing one of them (a long, paged list) is fetched again.
   */
  listedBy?: Readonly<Record<string, string>>;
};

/** What stales one endpoint's answers; [] for answers no event changes (reference data, one-off reads). */
export type Stale = readonly StaleRule[];

/** One rule, written short: on('FOLLOW', { ids: ['companyId'] }). */
export const on = (type: ResourceType, more: Omit<StaleRule, 'type'> = {}): StaleRule => ({ type, ...more });

/** Reference data and reads that no realtime event changes. */
export const NEVER: Stale = [];
