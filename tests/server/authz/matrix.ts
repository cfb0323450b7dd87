// The matrix's vocabulary: a row is one route (as the registry names it: method and path template) tried by every
// role, with the expected outcome per role (a status, or a label the row's observe() makes of the answer, e.g.
// whether a private group shows up in a list). To add a route: add a row to the area's file, in the same words.
import type { GroupFx, Role, World } from './world';
import { ROLES } from './world';

export type Req = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** multipart fields: [bytes, content type] */
  form?: Record<string, [Uint8Array<ArrayBuffer>, string]>;
};
export type Outcome = number | string;
export type Answer = { status: number; body: unknown };

export type Row = {
  /** 'METHOD /api/v1/...{id}' exactly as the route registry has it (the coverage check compares) */
  route: string;
  /** the variant, e.g. 'private group' */
  variant?: string;
  expect: Record<Role, Outcome>;
  /** the request a role sends; may first make a fresh target (destructive cells) */
  req(w: World, role: Role): Req | Promise<Req>;
  /** turns the answer into the outcome compared (default: the status) */
  observe?(a: Answer, w: World): Outcome;
};

/** Outcomes in ROLES order: visitor, member, nonMember, groupMember, groupAdmin, groupOwner, companyOwner, siteAdmin. */
export function E(...o: Outcome[]): Record<Role, Outcome> {
  if (o.length !== ROLES.length) throw new Error(`E() needs ${ROLES.length} outcomes, got ${o.length}`);
  return Object.fromEntries(ROLES.map((r, i) => [r, o[i]])) as Record<Role, Outcome>;
}
export const all = (o: Outcome) => E(o, o, o, o, o, o, o, o);
/** any signed-in role; the visitor 401 */
export const signedIn = (o: Outcome) => E(401, o, o, o, o, o, o, o);

/** A group's content: a private group's reaches its MEMBER, ADMIN and owner only (404 to the rest, as if unknown). */
export const read = (priv: boolean) => (priv ? E(404, 404, 404, 200, 200, 200, 404, 404) : all(200));
/** The owner and group ADMINs; a private group answers 404 to whoever may not see it, a public one 403. */
export const groupAdmin = (priv: boolean, ok: Outcome) => (priv ? E(401, 404, 404, 403, ok, ok, 404, 404) : E(401, 403, 403, 403, ok, ok, 403, 403));
/** The group owner only (details, welcome text, member plan prices). */
export const groupOwner = (priv: boolean, ok: Outcome, refused: Outcome = 403) =>
  (priv ? E(401, 404, 404, refused, refused, ok, 404, 404) : E(401, refused, refused, refused, refused, ok, refused, refused));
/** The company's owner only. */
export const companyOwner = (ok: Outcome, refused: Outcome = 403) => E(401, refused, refused, refused, refused, refused, ok, refused);

/** One row per group (private, public): `make` gets a picker for the group's fixtures. */
export function perGroup(make: (g: (w: World) => GroupFx, priv: boolean) => Row | Row[]): Row[] {
  return [true, false].flatMap((priv) => {
    const rows = make((w) => (priv ? w.priv : w.pub), priv);
    return (Array.isArray(rows) ? rows : [rows]).map((r) => ({ ...r, variant: [priv ? 'private group' : 'public group', r.variant].filter(Boolean).join(', ') }));
  });
}

/** A 1x1 PNG for the upload routes. */
export const PNG = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
