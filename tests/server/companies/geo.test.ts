// Geography: states and cities of every country (country-state-city), city-level coordinates for addresses saved
// without a point, and the optional Nominatim-compatible geocoder (a local mock here) for street-level points and
// address suggestions, falling back to the city on errors and timeouts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backends, login } from '../harness';
import { C, companyAreaServer } from './setup';

type Mock = { server: Server; url: string; queries: URLSearchParams[]; answer: (q: URLSearchParams) => { status: number; body: unknown; delayMs?: number } };

async function nominatimMock(): Promise<Mock> {
  const mock = { queries: [] as URLSearchParams[], answer: () => ({ status: 200, body: [] as unknown }) } as unknown as Mock;
  mock.server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mock');
    if (url.pathname !== '/nominatim/search') return void res.writeHead(404).end();
    mock.queries.push(url.searchParams);
    const a = mock.answer(url.searchParams);
    const reply = () => res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.body));
    if (a.delayMs) setTimeout(reply, a.delayMs);
    else reply();
  });
  await new Promise<void>((done) => mock.server.listen(0, '127.0.0.1', done));
  mock.url = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}/nominatim`;
  return mock;
}

const near = (got: { lat: number | null; lng: number | null }, lat: number, lng: number, within = 0.2) => {
  expect(got.lat).not.toBeNull();
  expect(Math.abs((got.lat ?? 0) - lat)).toBeLessThan(within);
  expect(Math.abs((got.lng ?? 0) - lng)).toBeLessThan(within);
};

describe.each(backends())('geography on $name', (backend) => {
  const t = companyAreaServer(backend);
  let mock: Mock;
  beforeAll(async () => {
    mock = await nominatimMock();
  });
  afterEach(() => {
    delete process.env.GEOCODER_URL;
    delete process.env.GEOCODER_TIMEOUT_MS;
    mock.queries.length = 0;
  });
  afterAll(async () => {
    await new Promise((done) => mock.server.close(done));
    expect(t.state.s.serverErrors()).toBe(0);
  });

  it('states and cities of countries the old hand-written list lacked; cities by keyword', async () => {
    const { api } = t.state;
    const jp = (await api.get(`${C}/geo/countries/JP/states`)).body as { code: string; name: string }[];
    expect(jp.length).toBeGreaterThan(40);
    expect(jp).toContainEqual({ code: '13', name: 'Tokyo' });
    const osaka = (await api.get(`${C}/geo/countries/JP/cities?stateCode=27`)).body as string[];
    expect(osaka).toContain('Osaka');
    expect((await api.get(`${C}/geo/countries/BR/states`)).body).toContainEqual({ code: 'SP', name: 'São Paulo' });
    const brazil = (await api.get(`${C}/geo/countries/BR/cities`)).body as string[];
    expect(brazil.length).toBeGreaterThan(5000);
    expect((await api.get(`${C}/geo/countries/BR/cities?keyword=sao%20pau`)).body).toContain('São Paulo');
    expect((await api.get(`${C}/geo/countries/LV/cities?keyword=riga`)).body).toContain('Riga');
    expect((await api.get(`${C}/geo/countries/JP/cities?stateCode=nope`)).body).toEqual([]);
    expect((await api.get(`${C}/geo/geocoder`)).body).toEqual({ configured: false });
  });

  it('an address saved without a point gets its city centre (else the state, else the country); a point entered is kept', async () => {
    const { api } = t.state;
    const o = await t.owner('Geo Co');
    const save = async (changes: Record<string, unknown>) => {
      const r = await api.patch(`${C}/companies/${o.companyId}`, changes, o.accessToken);
      expect(r.status).toBe(200);
      return r.body as { lat: number | null; lng: number | null };
    };
    near(await save({ address: 'Elizabetes iela 1', city: 'Riga', country: 'LV', zipCode: 'LV-1010' }), 56.95, 24.11);
    near(await save({ city: 'Osaka', state: 'Osaka', country: 'JP' }), 34.69, 135.5);
    expect(await save({ lat: 10.5, lng: 20.25 })).toMatchObject({ lat: 10.5, lng: 20.25 });
    expect(await save({ description: 'Same place' })).toMatchObject({ lat: 10.5, lng: 20.25 }); // the address did not move
    near(await save({ city: 'Nowhere-on-earth', state: 'Bavaria', country: 'DE' }), 48.79, 11.5, 1.5); // the state
    near(await save({ city: '', state: '', country: 'NO' }), 62, 10, 1.5); // the country
    expect(await save({ city: 'Oslo', country: 'NO', lat: 59.9, lng: 10.7 })).toMatchObject({ lat: 59.9, lng: 10.7 });
  });

  it("a group event's address gets the city centre, on creation and when it moves", async () => {
    const { api } = t.state;
    const alice = (await login(api, 'alice@mtz.test', 'Alice123!')).accessToken;
    const gid = (await api.get(`${C}/company-groups/profile/northern-traders`)).body.id;
    const e = await api.post(`${C}/company-group-events`, {
      companyGroupId: gid, name: 'Geo Fair', type: 'PHYSICAL', startDate: '2030-03-01', startTime: '09:00', endDate: '2030-03-01', endTime: '17:00',
      timeZone: 'Europe/Riga', address: 'Harbour Street 1', city: 'Liepāja', country: 'Latvia',
    }, alice);
    expect(e.status).toBe(201);
    near(e.body, 56.51, 21.01);
    near((await api.patch(`${C}/company-group-events/${e.body.id}`, { city: 'Kaunas', country: 'LT', lat: e.body.lat, lng: e.body.lng }, alice)).body, 54.9, 23.9);
  });

  it('with GEOCODER_URL the server asks the geocoder for a street-level point and suggestions; errors and timeouts fall back to the city', async () => {
    const { api } = t.state;
    process.env.GEOCODER_URL = mock.url;
    process.env.GEOCODER_TIMEOUT_MS = '300';
    expect((await api.get(`${C}/geo/geocoder`)).body).toEqual({ configured: true });
    const o = await t.owner('Street Co');
    mock.answer = () => ({ status: 200, body: [{ lat: '56.95870', lon: '24.11520', display_name: 'Elizabetes iela 10, Rīga' }] });
    const street = await api.patch(`${C}/companies/${o.companyId}`, { address: 'Elizabetes iela 10', city: 'Riga', country: 'LV', zipCode: 'LV-1010' }, o.accessToken);
    expect(street.body).toMatchObject({ lat: 56.9587, lng: 24.1152 });
    const q = mock.queries[0];
    expect(Object.fromEntries(q)).toEqual({ street: 'Elizabetes iela 10', city: 'Riga', country: 'LV', postalcode: 'LV-1010', limit: '1', format: 'jsonv2' });

    mock.answer = () => ({ status: 500, body: { error: 'down' } });
    near((await api.patch(`${C}/companies/${o.companyId}`, { address: 'Laisvės al. 1', city: 'Kaunas', country: 'LT', zipCode: '' }, o.accessToken)).body, 54.9, 23.9);
    mock.answer = () => ({ status: 200, body: [{ lat: '1', lon: '1' }], delayMs: 2000 });
    const slow = Date.now();
    near((await api.patch(`${C}/companies/${o.companyId}`, { address: 'Sveavägen 44', city: 'Stockholm', country: 'SE' }, o.accessToken)).body, 59.33, 18.07);
    expect(Date.now() - slow).toBeLessThan(1800);
    expect(mock.queries.length).toBe(3);

    mock.answer = () => ({ status: 200, body: [
      { lat: '56.9496', lon: '24.1052', display_name: 'Brīvības iela 100, Rīga, LV-1001, Latvia', address: { road: 'Brīvības iela', house_number: '100', city: 'Rīga', state: 'Rīga', postcode: 'LV-1001', country_code: 'lv' } },
      { display_name: 'no coordinates: left out' },
    ] });
    const m = await t.member();
    const s = await api.get(`${C}/geo/autocomplete?q=${encodeURIComponent('Brīvības 100')}`, m.accessToken);
    expect(s.body).toEqual([{ label: 'Brīvības iela 100, Rīga, LV-1001, Latvia', address: 'Brīvības iela 100', city: 'Rīga', state: 'Rīga', country: 'LV', zipCode: 'LV-1001', lat: 56.9496, lng: 24.1052 }]);
    expect(Object.fromEntries(mock.queries[3])).toEqual({ q: 'Brīvības 100', addressdetails: '1', limit: '5', format: 'jsonv2' });
    expect((await api.get(`${C}/geo/autocomplete?q=Br`, m.accessToken)).status).toBe(400);
    expect((await api.get(`${C}/geo/autocomplete?q=Brivibas`)).status).toBe(401);
    mock.answer = () => ({ status: 502, body: 'bad gateway' });
    expect((await api.get(`${C}/geo/autocomplete?q=Brivibas`, m.accessToken)).body).toEqual([]);
  });
});
