// No input gives a 5xx: strings PostgreSQL refuses (NUL, lone surrogates) are refused at
// validation with 400 on every route, character references beyond U+10FFFF stay text, empty id lists
// are no `IN ()`, and the rich-text sanitiser costs linear time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextLength } from '../../src/domain/groups/rich-text';
import { sanitizeRichText } from '../../src/domain/groups/rich-text-sanitize';
import { BAD_TEXT } from '../../server/src/http/registry';
import { backends, client, login, type Api, type TestServer } from './harness';

const C = '/api/v1/company';

describe.each(backends())('hostile input on the server on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let alice: string;
  beforeAll(async () => {
    s = await backend.start();
    api = client(s);
    alice = (await login(api, 'alice@mtz.test', 'Alice123!')).accessToken;
  });
  afterAll(async () => {
    await s.close();
  });

  it('refuses NUL and lone surrogates in a body, a path parameter and a query parameter with 400', async () => {
    for (const email of ['a\u0000@b.test', '\ud800@b.test', 'x@b.test\udc00']) {
      const r = await api.auth('LOGIN', { email, password: 'Secret123' });
      expect(r).toEqual({ status: 400, body: { message: `data.email: ${BAD_TEXT}` } });
    }
    expect((await api.auth('LOGIN', { email: 'a@b.test', password: 'x', ['k\u0000']: 1 })).body.message).toBe(`data: ${BAD_TEXT}`);
    // a well-formed pair (an emoji) is fine
    expect((await api.auth('LOGIN', { email: 'a@b.test', password: 'Secret123😀' })).status).not.toBe(400);
    const path = await api.get(`${C}/company-posts/a%00b`);
    expect(path).toEqual({ status: 400, body: { message: `id: ${BAD_TEXT}` } });
    const query = await api.get(`${C}/company-posts?companyIds=x%00`);
    expect(query).toEqual({ status: 400, body: { message: `companyIds: ${BAD_TEXT}` } });
    expect(s.serverErrors()).toBe(0);
  });

  it('refuses NUL in a multipart form field read by the route itself', async () => {
    const form = new FormData();
    form.set('createParams', JSON.stringify({ messageId: 'm\u0000' }));
    form.set('file', new File([new Uint8Array([1, 2, 3])], 'a.txt'));
    const r = await fetch(`${s.url}/api/v1/chat/message-files`, { method: 'POST', body: form, headers: { authorization: `Bearer ${alice}` } });
    expect(r.status).toBe(400);
    expect((await r.json()).message).toMatch(BAD_TEXT);
  });

  it('refuses JSON nested absurdly deep with 400', async () => {
    const deep = `{"type":"LOGIN","data":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const r = await api.call('POST', `${C}/auth`, undefined, undefined, deep);
    expect(r.status).toBe(400);
  });

  it('stores character references beyond U+10FFFF (and NUL, surrogates) as U+FFFD, as a browser reads them, in descriptions and posts', async () => {
    const refs = '&#x110000; &#99999999; &#1114112; &#0; &#55296;';
    const g = await api.post(`${C}/company-groups`, { name: 'Refs Club', description: `<p>${refs}</p>` }, alice);
    expect(g.status).toBe(201);
    expect(g.body.description).toBe('<p>\ufffd \ufffd \ufffd \ufffd \ufffd</p>');
    const post = await api.post(`${C}/company-group-posts`, { companyGroupId: g.body.id, content: `<p>hi ${refs}</p>` }, alice);
    expect(post.status).toBe(201);
    expect(post.body.content).toBe('<p>hi \ufffd \ufffd \ufffd \ufffd \ufffd</p>');
    const company = await s.db.selectFrom('companies').select('id').where('name', '=', 'Acme Trading').executeTakeFirstOrThrow();
    const cp = await api.post(`${C}/company-posts`, { companyId: company.id, content: `<p>hi ${refs}</p>` }, alice);
    expect(cp.status).toBe(201);
    expect(cp.body.content).toBe('<p>hi \ufffd \ufffd \ufffd \ufffd \ufffd</p>');
    expect(s.serverErrors()).toBe(0);
  });

  it('answers an empty id list (roomIds=) without an SQL error', async () => {
    for (const path of ['/api/v1/chat/messages?roomIds=', '/api/v1/chat/room-invites?roomIds=', `${C}/company-posts?companyIds=`, `${C}/companies?ids=`]) {
      const r = await api.get(path, alice);
      expect([path, r.status < 500]).toEqual([path, true]);
    }
    expect(s.serverErrors()).toBe(0);
  });

  /** A value of the JSON schema's shape, with `bad` in every string. */
  function fill(schema: Record<string, unknown> | undefined, bad: string, depth = 0): unknown {
    if (!schema || depth > 4) return bad;
    const type = schema.type;
    if (schema.enum) return bad;
    if (type === 'object' || schema.properties) {
      const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fill(v, bad, depth + 1)]));
    }
    if (type === 'array') return [fill(schema.items as Record<string, unknown>, bad, depth + 1)];
    if (type === 'number' || type === 'integer' || type === 'boolean') return undefined;
    const alt = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
    if (alt) return fill(alt.find((a) => a.type !== 'null'), bad, depth + 1);
    return bad;
  }

  it('no route answers 5xx to NUL, a lone surrogate or an empty list in any string it takes', async () => {
    const doc = (await api.get('/api/v1/openapi.json')).body as { paths: Record<string, Record<string, { parameters: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } }>> };
    let requests = 0;
    const failures: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const bad of ['x\u0000y', '\ud800', '']) {
          const enc = encodeURIComponent(bad.replace('\ud800', '%ED%A0%80'));
          const url = path.replace(/\{\w+\}/g, enc || 'x');
          const qs = op.parameters.filter((p) => p.in === 'query').map((p) => `${p.name}=${enc}`).join('&');
          const body = op.requestBody ? fill(op.requestBody.content['application/json']?.schema, bad) : undefined;
          const r = await api.call(method.toUpperCase(), `${url}${qs ? `?${qs}` : ''}`, body, alice);
          requests++;
          if (r.status >= 500) failures.push(`${method} ${path} ${JSON.stringify(bad)}: ${r.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(300);
    expect(s.serverErrors()).toBe(0);
  }, 120_000);
});

describe('rich-text sanitiser cost', () => {
  // Inputs that made the old regex tokenizer (and the tag-stripping length count) quadratic.
  const hostile: Record<string, (n: number) => string> = {
    'unclosed tags': (n) => '<a'.repeat(n / 2),
    'bare <': (n) => '<'.repeat(n),
    'open, never closed': (n) => '<b>'.repeat(n / 8) + '</i>'.repeat(n / 8),
    'unclosed quotes': (n) => `<a x='`.repeat(n / 6) + '>',
    'bogus comments': (n) => '<!'.repeat(n / 2),
    'references': (n) => '&#1114112;&#0;<p>'.repeat(n / 17),
  };
  // CPU time of this process (not wall time): a loaded machine delays the run but does not add to its CPU work, so
  // the ratio tells linear (about 10x) from quadratic (about 100x) on a busy machine too
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const best = (f: () => void, runs: number) => {
    let min = Infinity;
    for (let i = 0; i < runs; i++) {
      const t0 = cpuMs();
      f();
      min = Math.min(min, cpuMs() - t0);
    }
    return min;
  };

  it.each(Object.entries(hostile))('%s: 10x the input costs less than 30x the time', (_name, make) => {
    const small = make(20_000);
    const big = make(200_000);
    const work = (h: string) => () => {
      sanitizeRichText(h);
      richTextLength(h);
    };
    best(work(small), 3); // warm up
    const tSmall = best(work(small), 7);
    const tBig = best(work(big), 3);
    expect(tBig).toBeLessThan(30 * Math.max(tSmall, 0.05));
  });
});
