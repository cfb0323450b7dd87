// Group events (CRUD by group admins) and event interests. A private group's events reach its members only.
import { randomUUID } from 'node:crypto';
import type { GroupEvent, GroupEventFields } from '../../../src/domain/groups/types';
import { eventEnded, slugify, validateEventTimes, wallTimeToMillis, type EventType } from '../../../src/domain/groups/event-time';
import { inTransaction, type AppContext } from '../context';
import type { Caller } from '../http/registry';
import { HttpError } from '../http/errors';
import { removeUploads } from '../chat/uploads';
import { coordinatesOnSave } from '../companies/locate';
import { sanitizeRichText } from '../../../src/domain/groups/rich-text-sanitize';
import { groupRow, INVALID_GROUP, requireGroupAdmin, requireGroupContent, visibleGroupSql, type Db } from './access';
import { cleanDescription } from './groups';

const EVENT_NOT_FOUND = 'Event not found';
export const EVENT_HAS_TICKETS = 'An event with tickets sold cannot be deleted';

/** After the route's defaults every field is present. */
export type EventInput = GroupEventFields;

const eventQuery = (db: Db) =>
  db.selectFrom('cg_events as e').innerJoin('company_groups as g', 'g.id', 'e.company_group_id').selectAll('e').select(['g.profile_name as group_profile_name', 'g.name as group_name'])
    .select((eb) => eb.selectFrom('cg_event_interests as i').select((x) => x.fn.countAll<string>().as('n')).whereRef('i.cg_event_id', '=', 'e.id').as('interest_count'));

type EventJoined = Awaited<ReturnType<ReturnType<typeof eventQuery>['executeTakeFirstOrThrow']>>;

async function toEvent(db: Db, r: EventJoined, userId: string | null, now: number): Promise<GroupEvent> {
  const mine = userId ? await db.selectFrom('cg_event_interests').select('id').where('cg_event_id', '=', r.id).where('user_id', '=', userId).executeTakeFirst() : undefined;
  return {
    id: r.id, name: r.name, profileName: r.profile_name, companyGroupId: r.company_group_id, groupProfileName: r.group_profile_name, groupName: r.group_name,
    // sanitised as it is written; again as it is served, for descriptions written before they were
    description: sanitizeRichText(r.description), type: r.type as EventType, startDate: r.start_date, startTime: r.start_time, endDate: r.end_date, endTime: r.end_time,
    timeZone: r.time_zone, startTimeMillis: Number(r.start_time_millis), endTimeMillis: Number(r.end_time_millis), address: r.address, city: r.city,
    state: r.state, country: r.country, zipCode: r.zip_code, lat: r.lat, lng: r.lng, onlineUrl: r.online_url, bannerUrl: r.banner_url,
    interestCount: Number(r.interest_count ?? 0), myInterestId: mine?.id ?? null, ended: eventEnded(Number(r.end_time_millis), now),
  };
}

export async function listEvents(ctx: AppContext, caller: Caller | null, q: { companyGroupId?: string; upcoming?: boolean }): Promise<GroupEvent[]> {
  const now = ctx.clock.now();
  let query = eventQuery(ctx.db).where('g.deactivated', '=', false);
  if (q.companyGroupId) {
    await requireGroupContent(ctx.db, await groupRow(ctx.db, q.companyGroupId), caller?.userId ?? null);
    query = query.where('e.company_group_id', '=', q.companyGroupId);
  } else query = query.where(visibleGroupSql('g', caller?.userId ?? null));
  if (q.upcoming) query = query.where('e.end_time_millis', '>=', now);
  const rows = await query.orderBy('e.start_time_millis', 'asc').limit(200).execute();
  return Promise.all(rows.map((r) => toEvent(ctx.db, r, caller?.userId ?? null, now)));
}

export async function eventByProfile(ctx: AppContext, caller: Caller | null, groupProfileName: string, eventProfileName: string): Promise<GroupEvent> {
  const r = await eventQuery(ctx.db).where('g.profile_name', '=', groupProfileName).where('e.profile_name', '=', eventProfileName).executeTakeFirst();
  if (!r) {
    // spec 2: an invalid group shows 'Invalid group!'; a known group without that event, 'Event not found'
    const g = await ctx.db.selectFrom('company_groups').select(['id', 'owner_id', 'as_private']).where('profile_name', '=', groupProfileName).executeTakeFirst();
    if (!g) throw new HttpError(404, INVALID_GROUP);
    await requireGroupContent(ctx.db, g, caller?.userId ?? null);
    throw new HttpError(404, EVENT_NOT_FOUND);
  }
  // a private group's stranger: as if the group did not exist, whether the event does or not
  await requireGroupContent(ctx.db, await groupRow(ctx.db, r.company_group_id), caller?.userId ?? null);
  return toEvent(ctx.db, r, caller?.userId ?? null, ctx.clock.now());
}

function rowValues(input: EventInput, now: number) {
  const problem = validateEventTimes(input, now);
  if (problem) throw new HttpError(400, problem);
  return {
    name: input.name, description: cleanDescription(input.description), type: input.type, start_date: input.startDate, start_time: input.startTime,
    end_date: input.endDate, end_time: input.endTime, time_zone: input.timeZone,
    start_time_millis: wallTimeToMillis(input.startDate, input.startTime, input.timeZone), end_time_millis: wallTimeToMillis(input.endDate, input.endTime, input.timeZone),
    address: input.address, city: input.city, state: input.state, country: input.country, zip_code: input.zipCode, lat: input.lat, lng: input.lng,
    online_url: input.onlineUrl, banner_url: input.bannerUrl,
  };
}

export async function createEvent(ctx: AppContext, caller: Caller, given: EventInput & { companyGroupId: string }): Promise<GroupEvent> {
  await requireGroupAdmin(ctx.db, await groupRow(ctx.db, given.companyGroupId), caller); // before asking a geocoder
  const input = { ...given, ...(await coordinatesOnSave(null, given, given)) };
  return inTransaction(ctx, async ({ trx, now }) => {
    const g = await groupRow(trx, input.companyGroupId);
    await requireGroupAdmin(trx, g, caller);
    const values = rowValues(input, now);
    const base = slugify(input.name);
    let profile = base;
    for (let i = 2; await trx.selectFrom('cg_events').select('id').where('company_group_id', '=', g.id).where('profile_name', '=', profile).executeTakeFirst(); i++) profile = `${base}-${i}`;
    const id = randomUUID();
    await trx.insertInto('cg_events').values({ id, company_group_id: g.id, profile_name: profile, created_at: now, ...values }).execute();
    return toEvent(trx, await eventQuery(trx).where('e.id', '=', id).executeTakeFirstOrThrow(), caller.userId, now);
  });
}

async function eventRow(db: Db, id: string) {
  const e = await db.selectFrom('cg_events').selectAll().where('id', '=', id).executeTakeFirst();
  if (!e) throw new HttpError(404, EVENT_NOT_FOUND);
  return e;
}

/** The patch with coordinates for its address when no new point was entered (asked before the transaction). */
async function locatedPatch(ctx: AppContext, caller: Caller, id: string, patch: Partial<EventInput>): Promise<Partial<EventInput>> {
  const e = await eventRow(ctx.db, id);
  await requireGroupAdmin(ctx.db, await groupRow(ctx.db, e.company_group_id), caller, EVENT_NOT_FOUND);
  const stored = { address: e.address, city: e.city, state: e.state, country: e.country, zipCode: e.zip_code, lat: e.lat, lng: e.lng };
  const after = { ...stored, ...Object.fromEntries(Object.entries(patch).filter(([k, v]) => v !== undefined && k in stored)) };
  return { ...patch, ...(await coordinatesOnSave(stored, after, { lat: patch.lat, lng: patch.lng })) };
}

export async function updateEvent(ctx: AppContext, caller: Caller, id: string, given: Partial<EventInput>): Promise<GroupEvent> {
  const patch = await locatedPatch(ctx, caller, id, given);
  return inTransaction(ctx, async ({ trx, now }) => {
    const e = await eventRow(trx, id);
    await requireGroupAdmin(trx, await groupRow(trx, e.company_group_id), caller, EVENT_NOT_FOUND);
    const current: EventInput = {
      name: e.name, description: e.description, type: e.type as EventType, startDate: e.start_date, startTime: e.start_time, endDate: e.end_date, endTime: e.end_time,
      timeZone: e.time_zone, address: e.address, city: e.city, state: e.state, country: e.country, zipCode: e.zip_code, lat: e.lat, lng: e.lng, onlineUrl: e.online_url, bannerUrl: e.banner_url,
    };
    const next = { ...current, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as EventInput;
    if ((Object.keys(next) as (keyof EventInput)[]).every((k) => next[k] === current[k])) throw new HttpError(400, 'Nothing changed');
    await trx.updateTable('cg_events').set(rowValues(next, now)).where('id', '=', id).execute();
    return toEvent(trx, await eventQuery(trx).where('e.id', '=', id).executeTakeFirstOrThrow(), caller.userId, now);
  });
}

/** Deletes the event and, once that is committed, its banner file(s) on disk. */
export async function deleteEvent(ctx: AppContext, caller: Caller, id: string): Promise<{ id: string }> {
  const files = await inTransaction(ctx, async ({ trx }) => {
    const e = await eventRow(trx, id);
    await requireGroupAdmin(trx, await groupRow(trx, e.company_group_id), caller, EVENT_NOT_FOUND);
    // paid tickets would go with it, their money kept: the buyers cancel theirs (refunded) first
    const sold = await trx.selectFrom('tk_tickets').select('id').where('cg_event_id', '=', id).where('status', '=', 'VALID').limit(1).executeTakeFirst();
    if (sold) throw new HttpError(409, EVENT_HAS_TICKETS);
    const images = await trx.deleteFrom('cg_images').where('cg_event_id', '=', id).returning('storage_key').execute();
    await trx.deleteFrom('cg_events').where('id', '=', id).execute();
    return images.map((i) => i.storage_key);
  });
  await removeUploads(ctx, files);
  return { id };
}

export async function addInterest(ctx: AppContext, caller: Caller, cgEventId: string): Promise<{ id: string; cgEventId: string }> {
  return inTransaction(ctx, async ({ trx, now }) => {
    const e = await eventRow(trx, cgEventId);
    await requireGroupContent(trx, await groupRow(trx, e.company_group_id), caller.userId, EVENT_NOT_FOUND);
    const had = await trx.selectFrom('cg_event_interests').select('id').where('cg_event_id', '=', cgEventId).where('user_id', '=', caller.userId).executeTakeFirst();
    if (had) throw new HttpError(409, 'You are interested in this event already');
    const id = randomUUID();
    await trx.insertInto('cg_event_interests').values({ id, cg_event_id: cgEventId, user_id: caller.userId, created_at: now }).execute();
    return { id, cgEventId };
  });
}

export async function removeInterest(ctx: AppContext, caller: Caller, id: string): Promise<{ id: string }> {
  return inTransaction(ctx, async ({ trx }) => {
    const i = await trx.selectFrom('cg_event_interests').selectAll().where('id', '=', id).executeTakeFirst();
    if (!i) throw new HttpError(404, 'Interest not found');
    if (i.user_id !== caller.userId) throw new HttpError(403, 'Only its owner may remove an interest');
    await trx.deleteFrom('cg_event_interests').where('id', '=', id).execute();
    return { id };
  });
}
