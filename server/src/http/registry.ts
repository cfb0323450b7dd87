// The one route registry: every route declares method, path, schemas and auth. The registry mounts
// the routes on Hono, validates every request before a handler runs, and builds the OpenAPI document
// from the same schemas.
import type { IncomingMessage } from 'node:http';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { HttpError } from './errors';

export type Method = 'get' | 'post' | 'patch' | 'delete';
export type AuthLevel = 'none' | 'user' | 'admin';
export type Caller = { userId: string; admin: boolean };

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteInput<P, Q, B, A extends AuthLevel> = {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  caller: A extends 'none' ? Caller | null : Caller;
  headers: Headers;
  /** the raw request: routes without a body schema may read it themselves (multipart uploads) */
  request: Request;
};

export type RouteDef<P, Q, B, R extends Schema, A extends AuthLevel> = {
  method: Method;
  /** OpenAPI-style path, e.g. /api/v1/alert/notifications/{id} */
  path: string;
  summary: string;
  tag: string;
  auth: A;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** success status, 200 unless given */
  status?: 200 | 201;
  /** development only: mounted only when dev endpoints are switched on, and then answers loopback clients only */
  dev?: boolean;
  /** a handler may answer a Response of its own (file downloads): it is sent as is */
  handler(input: RouteInput<P, Q, B, A>): Promise<z.input<R> | Response>;
};

/**
 * The response schema of a route that sends a file (an image, an attachment): its handler answers a Response
 * with the bytes and their own Content-Type, never JSON; the OpenAPI document says so.
 */
export const fileResponse = z.never().meta({ description: "The file's bytes, with their own Content-Type" });

/** A route with its types erased, as the registry stores it. */
export type AnyRoute = {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  auth: AuthLevel;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  response: Schema;
  status?: 200 | 201;
  dev?: boolean;
  handler(input: { params: unknown; query: unknown; body: unknown; caller: Caller | null; headers: Headers; request: Request }): Promise<unknown>;
};

export function defineRoute<
  R extends Schema,
  A extends AuthLevel,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(def: RouteDef<P, Q, B, R, A>): AnyRoute {
  return def as unknown as AnyRoute;
}

/** Resolves the Bearer token of a request; null when missing or invalid. */
export type Authenticate = (authorization: string | undefined) => Promise<Caller | null>;

export function zodMessage(error: z.ZodError, where: string): string {
  const issue = error.issues[0];
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : where;
  return `${field}: ${issue.message}`;
}

export const BAD_TEXT = 'Text contains characters that are not allowed';
/** NUL and lone UTF-16 surrogates: PostgreSQL cannot store them as text. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const BAD_CHARS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 64;
export const hasBadText = (s: string) => BAD_CHARS.test(s);

/** Refuses (400) any string or key, at any depth, that PostgreSQL would refuse; and JSON nested absurdly deep. */
export function checkText(value: unknown, where: string): void {
  const field = (path: string[]) => (path.length > 0 ? path.join('.') : where);
  const stack: { v: unknown; path: string[] }[] = [{ v: value, path: [] }];
  while (stack.length > 0) {
    const { v, path } = stack.pop() as { v: unknown; path: string[] };
    if (typeof v === 'string') {
      if (BAD_CHARS.test(v)) throw new HttpError(400, `${field(path)}: ${BAD_TEXT}`);
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (path.length >= MAX_DEPTH) throw new HttpError(400, `${where}: nested too deeply`);
    for (const [k, child] of Object.entries(v)) {
      if (BAD_CHARS.test(k)) throw new HttpError(400, `${field(path)}: ${BAD_TEXT}`);
      stack.push({ v: child, path: [...path, k] });
    }
  }
}

/** The same check for a multipart form read by a route itself: every text part, every file's name. */
export function checkForm(form: FormData): void {
  for (const [key, value] of form.entries()) checkText({ [key]: typeof value === 'string' ? value : value.name }, 'body');
}

function parse<S extends Schema>(schema: S | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  checkText(value, where);
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, zodMessage(result.error, where));
  return result.data;
}

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'body: not valid JSON');
  }
}

const toHonoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6: the only clients a development endpoint answers. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

/** The TCP peer's address (the socket's, never a header's). */
const remoteAddress = (c: Context) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress;

/** Spec 6's wording: the site admin is confined to the admin portal (and the sign-in), on the server too. */
export const SITE_ADMIN_REFUSED = 'ADMIN can only access admin pages, and the login page';

/**
 * The member routes (auth 'user') the site admin's token still reaches, because the admin portal and the sign-in need
 * them: who is signed in, the event log the sync engine reads after a reconnect, the presence it announces, and the
 * notifications sent to admins. Every other member route answers the site admin 403 SITE_ADMIN_REFUSED.
 */
export const SITE_ADMIN_ALSO: ReadonlySet<string> = new Set([
  'GET /api/v1/company/user',
  'GET /api/v1/alert/events',
  'POST /api/v1/alert/presences',
  'DELETE /api/v1/alert/presences/{id}',
  'GET /api/v1/alert/notifications',
  'GET /api/v1/alert/notifications/stats',
  'PATCH /api/v1/alert/notifications/{id}',
]);

/** Whether a route refuses the site admin's token (a member route outside SITE_ADMIN_ALSO). */
export const refusesSiteAdmin = (r: { method: Method; path: string; auth: AuthLevel }): boolean =>
  r.auth === 'user' && !SITE_ADMIN_ALSO.has(`${r.method.toUpperCase()} ${r.path}`);

export function mountRoutes(app: Hono, routes: AnyRoute[], authenticate: Authenticate): void {
  for (const route of routes) {
    app.on(route.method.toUpperCase(), toHonoPath(route.path), async (c) => {
      // not a hint that it exists: the same answer as for any unknown endpoint
      if (route.dev && !isLoopback(remoteAddress(c))) throw new HttpError(404, `No such endpoint: ${c.req.method} ${c.req.path}`);
      let caller: Caller | null = null;
      if (route.auth !== 'none') {
        caller = await authenticate(c.req.header('authorization'));
        if (!caller) throw new HttpError(401, 'Unauthorized');
        if (route.auth === 'admin' && !caller.admin) throw new HttpError(403, 'Only a site admin may do this');
        if (caller.admin && refusesSiteAdmin(route)) throw new HttpError(403, SITE_ADMIN_REFUSED);
      }
      const params = parse(route.params, c.req.param(), 'params');
      const query = parse(route.query, c.req.query(), 'query');
      const body = route.body ? parse(route.body, await readJson(c), 'body') : undefined;
      const out = await route.handler({ params, query, body, caller, headers: c.req.raw.headers, request: c.req.raw });
      if (out instanceof Response) return out;
      return c.json(out as object, route.status ?? 200);
    });
  }
}

const jsonSchema = (s: Schema) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;

function parameters(schema: Schema | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const js = jsonSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (js.required ?? []).includes(name),
    schema: s,
  }));
}

const errorBody = { description: 'Error', content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } } } };

export function openApiDocument(routes: AnyRoute[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const responses: Record<string, unknown> = {
      [String(r.status ?? 200)]: r.response === fileResponse
        ? { description: 'A file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
        : { description: 'OK', content: { 'application/json': { schema: jsonSchema(r.response) } } },
      '400': errorBody,
    };
    if (r.auth !== 'none') responses['401'] = errorBody;
    if (r.auth === 'admin' || refusesSiteAdmin(r)) responses['403'] = errorBody;
    paths[r.path] ??= {};
    paths[r.path][r.method] = {
      summary: r.summary,
      tags: [r.tag],
      operationId: `${r.method}${r.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
      parameters: [...parameters(r.params, 'path'), ...parameters(r.query, 'query')],
      ...(r.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(r.body) } } } } : {}),
      responses,
      ...(r.auth !== 'none' ? { security: [{ bearer: [] }] } : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
  };
}
