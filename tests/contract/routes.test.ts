// The REST contract route by route: every call of the client's endpoint map (src/sync/api) exists on the
// server with the same method, path and query parameters, as /api/v1/openapi.json (generated from the
// server's route registry, the schemas that validate each request) describes it; every route the
// registry mounts is in that document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/sync/api/routes';
import { REPORT_PATH_OF, SEARCH_PATHS } from '../../src/sync/api/endpoints/companies';
import { STATS_PATHS } from '../../src/sync/api/endpoints/groups';
import { API_PREFIX } from '../../src/sync/contract/endpoints';
import { startServer, type RunningServer } from '../../server/src/app';

type Op = { parameters?: { name: string; in: string }[]; requestBody?: unknown };
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
});
