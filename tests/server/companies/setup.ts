// Shared set-up of the company-area server tests (companies, products, network): a server per file, members with companies, row counts.
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the HTTP assertions short */
import { afterAll, beforeAll } from 'vitest';
import type { DB } from '../../../server/src/db/schema';
import { client, newMember, type Api, type Backend, type TestServer } from '../harness';

export const C = '/api/v1/company';
export const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
export const PNG_BYTES = Buffer.from(PNG.split(',')[1], 'base64');

export type Member = Awaited<ReturnType<typeof newMember>>;

/** A server of the given backend for the file's describe block, and helpers on it. */
export function companyAreaServer(backend: Backend) {
  const state = {} as { s: TestServer; api: Api };
  beforeAll(async () => {
    state.s = await backend.start();
    state.api = client(state.s);
  });
  afterAll(async () => {
    await state.s.close();
  });
  const del = (path: string, token?: string) => state.api.call('DELETE', path, undefined, token);
  const count = async (table: keyof DB) => Number((await state.s.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('c')).executeTakeFirstOrThrow()).c);
  const counts = async (...tables: (keyof DB)[]) => Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await count(t)])));
  /** a fresh member who owns a fresh company */
  const owner = async (name = 'Owner Co') => {
    const m = await newMember(state.api, 'owner');
    const c = await state.api.post(`${C}/companies`, { name, categoryIds: ['cat-1'] }, m.accessToken);
    if (c.status !== 201) throw new Error(JSON.stringify(c));
    return { ...m, companyId: c.body.id as string, profileName: c.body.profileName as string };
  };
  const member = () => newMember(state.api);
  /** a multipart request, as the browser's FormData sends it */
  const multipart = async (path: string, form: FormData, token: string, method = 'POST') => {
    const r = await fetch(`${state.s.url}${path}`, { method, headers: { authorization: `Bearer ${token}` }, body: form });
    const text = await r.text();
    return { status: r.status, body: text ? (JSON.parse(text) as any) : undefined };
  };
  const events = async (token: string) => (await state.api.get(`/api/v1/alert/events?afterSeq=0`, token)).body.events as { resourceType: string; action: string; resource: any }[];
  return { state, del, count, counts, owner, member, multipart, events };
}
