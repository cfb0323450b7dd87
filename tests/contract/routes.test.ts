// The REST contract route by route: every call of the client's endpoint map (src/sync/api) exists on the
// server with the same method, path and query parameters, as /api/v1/openapi.json (generated from the
// server's route registry, the schemas that validate each request) describes it; every route the
// registry mounts is in that document. No route answers an untyped body, and the answers of the groups and
// sponsors calls (src/sync/contract) are the very schemas their server routes declare.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GROUP_ANSWERS } from '../../src/sync/contract/groups';
import { SPONSOR_ANSWERS } from '../../src/sync/contract/sponsors';
import { ROUTES } from '../../src/sync/api/routes';
import { REPORT_PATH_OF, SEARCH_PATHS } from '../../src/sync/api/endpoints/companies';
import { STATS_PATHS } from '../../src/sync/api/endpoints/groups';
import { VIEW_AREAS } from '../../src/sync/api/endpoints/stats';
import { API_PREFIX } from '../../src/sync/contract/endpoints';
import { startServer, type RunningServer } from '../../server/src/app';

type Op = { parameters?: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
type Doc = { paths: Record<string, Record<string, Op>> };

/** A stand-in for any input field: a one-element array prints as 'sample', joins, encodes and counts. */
function sampleInput(fixed: Record<string, unknown> = {}): unknown {
  const sample = Object.assign(['sample'], { toString: () => 'sample' });
  return new Proxy(fixed, { get: (t, prop) => (prop === 'then' ? undefined : typeof prop === 'string' && prop in t ? t[prop] : sample) });
}

/** Uploads append their fields to a FormData: a Blob that prints as 'sample' where an id is expected. */
class SampleBlob extends Blob {
  override toString(): string {
    return 'sample';
  }
}
function uploadInput(list: boolean): unknown {
  const blob = new SampleBlob(['x']);
  const value = list ? Object.assign([blob], { toString: () => 'sample' }) : blob;
  return new Proxy({}, { get: (_t, prop) => (prop === 'then' ? undefined : value) });
}

/** Calls whose path depends on a choice: one input per choice. */
const CHOICES: Record<string, Record<string, unknown>[]> = {
  'reports.create': Object.values(REPORT_PATH_OF).map((target) => ({ target })),
  'search.type': Object.keys(SEARCH_PATHS).map((type) => ({ type })),
  'groups.stats': Object.keys(STATS_PATHS).map((kind) => ({ kind })),
  'stats.views': VIEW_AREAS.map((area) => ({ area })),
  'stats.viewers': VIEW_AREAS.map((area) => ({ area })),
};

function inputsOf(name: string, build: (input: never) => unknown): unknown[] {
  const choices = CHOICES[name];
  if (choices) return choices.map((c) => sampleInput(c));
  for (const input of [sampleInput(), uploadInput(false), uploadInput(true)]) {
    try {
      build(input as never);
      return [input];
    } catch {
      // the next stand-in
    }
  }
  return [sampleInput()];
}

/** The operation each client call reached in the first test. */
const reached = new Map<string, Op>();

/** Where a JSON schema says nothing of a value (any, unknown): the paths of those places. */
function untypedPlaces(schema: unknown, path = '', out: string[] = []): string[] {
  if (typeof schema !== 'object' || schema === null) return out;
  const entries = Object.entries(schema as Record<string, unknown>);
  if (entries.every(([k]) => k === 'description' || k === '$schema')) out.push(path || '(the answer)');
  for (const [k, v] of entries) {
    if (k === 'properties') for (const [p, x] of Object.entries(v as object)) untypedPlaces(x, `${path}.${p}`, out);
    else if (k === 'items' || k === 'additionalProperties') untypedPlaces(v, `${path}[]`, out);
    else if (k === 'anyOf' || k === 'oneOf' || k === 'allOf') (v as unknown[]).forEach((x) => untypedPlaces(x, path, out));
  }
  return out;
}

/** Free-form JSON on purpose: an audit entry's snapshots, an event's resource, the OpenAPI document itself. */
const FREE_FORM = [/^admin .*\[\]\.(before|after)$/, /^alert get \/api\/v1\/alert\/events \.events\[\]\.resource$/, /^meta get \/api\/v1\/openapi\.json \[\]$/];

const jsonSchema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });

let server: RunningServer;
let doc: Doc;
beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: 'memory://', seed: false, log: false });
  doc = (await (await fetch(`${server.url}${API_PREFIX}/openapi.json`)).json()) as Doc;
});
afterAll(async () => {
  await server.close();
});

/** The documented path (and its operation) a concrete path and method fall under; literal segments win over {params}. */
function matchPath(path: string, method: string): { template: string; op: Op } | null {
  const hits = Object.keys(doc.paths).filter((template) => {
    const re = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return re.test(path) && doc.paths[template][method] !== undefined;
  });
  hits.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  return hits[0] ? { template: hits[0], op: doc.paths[hits[0]][method] } : null;
}

describe('REST contract', () => {
  it('every client call names a server route with its method and query parameters', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [name, route] of Object.entries(ROUTES)) {
      for (const input of inputsOf(name, route.build as (input: never) => unknown)) {
        let built: { path: string; query?: Record<string, unknown> };
        try {
          built = route.build(input as never);
        } catch (err) {
          problems.push(`${name}: its input could not be built (${String(err)})`);
          continue;
        }
        if (typeof built.path !== 'string') {
          problems.push(`${name}: built no path`);
          continue;
        }
        const path = `${API_PREFIX}/${route.service}${built.path}`;
        const hit = matchPath(path, route.method.toLowerCase());
        if (!hit) {
          problems.push(`${name}: ${route.method} ${path} is not a server route`);
          continue;
        }
        reached.set(name, hit.op);
        const known = new Set((hit.op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
        for (const q of Object.keys(built.query ?? {})) if (!known.has(q)) problems.push(`${name}: query parameter '${q}' unknown to ${route.method} ${hit.template}`);
      }
      checked += 1;
    }
    console.log(`REST contract: ${checked} client calls matched to server routes`);
    expect(problems).toEqual([]);
    expect(checked).toBe(Object.keys(ROUTES).length);
  });

  it('every route the registry mounts is in the OpenAPI document', () => {
    const documented = new Set(Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`)));
    const mounted = server.routes.filter((r) => !r.dev).map((r) => `${r.method} ${r.path}`);
    expect(mounted.filter((r) => !documented.has(r))).toEqual([]);
    expect(mounted.length).toBeGreaterThan(200);
  });

  it('no route answers an untyped body: every response schema says what it sends', () => {
    const untyped = server.routes.flatMap((r) => {
      const kind = r.response._zod.def.type;
      if (kind === 'any' || kind === 'unknown') return [`${r.method} ${r.path}: response ${kind}`];
      return untypedPlaces(jsonSchema(r.response)).map((place) => `${r.tag} ${r.method} ${r.path} ${place}`).filter((p) => !FREE_FORM.some((re) => re.test(p)));
    });
    expect(untyped).toEqual([]);
  });

  it('the answers of the groups and sponsors calls are the schemas their routes declare, call by call', () => {
    const answers: Record<string, z.ZodType> = { ...GROUP_ANSWERS, ...SPONSOR_ANSWERS };
    const areaCalls = Object.keys(ROUTES).filter((name) => name.startsWith('groups.') || name.startsWith('sponsors.'));
    expect(Object.keys(answers).sort()).toEqual(areaCalls.sort());
    const problems: string[] = [];
    for (const name of areaCalls) {
      const op = reached.get(name);
      const ok = op && Object.entries(op.responses).find(([status]) => status.startsWith('2'));
      const documented = ok?.[1].content?.['application/json']?.schema;
      if (!documented) problems.push(`${name}: its route documents no JSON answer`);
      else if (JSON.stringify(documented) !== JSON.stringify(jsonSchema(answers[name]))) problems.push(`${name}: the route's response schema differs from the client's`);
    }
    expect(problems).toEqual([]);
    expect(areaCalls.length).toBe(62);
  });
});
