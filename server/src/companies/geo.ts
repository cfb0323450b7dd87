// Geo look-ups for addresses and location filters: ISO 3166-1 countries (i18n-iso-countries) and a small shipped
// dataset of states and cities (./geo-data.ts).
import countries from 'i18n-iso-countries';
import { z } from 'zod';
import type { Country } from '../../../src/domain/companies/types';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import { GEO_STATES } from './geo-data';
import { BASE } from './shared';

let countryList: Country[] | null = null;
export function allCountries(): Country[] {
  countryList ??= Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return countryList;
}

const countryParam = z.object({ code: z.string().regex(/^[A-Za-z]{2}$/, { error: 'a two-letter country code' }).transform((s) => s.toUpperCase()) });

export function geoRoutes(): AnyRoute[] {
  const known = (code: string) => {
    if (!countries.isValid(code)) throw new HttpError(404, 'Unknown country');
  };
  return [
    defineRoute({
      method: 'get', path: `${BASE}/geo/countries`, tag: 'geo', auth: 'none',
      summary: 'ISO 3166-1 countries with English names, optionally filtered by keyword',
      query: z.object({ keyword: z.string().max(100).optional() }),
      response: z.array(z.object({ code: z.string(), name: z.string() })),
      handler: async ({ query }) => {
        const k = (query.keyword ?? '').trim().toLowerCase();
        return k ? allCountries().filter((c) => c.name.toLowerCase().includes(k) || c.code.toLowerCase() === k) : allCountries();
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/geo/countries/{code}/states`, tag: 'geo', auth: 'none',
      summary: 'States of a country (small shipped dataset)',
      params: countryParam,
      response: z.array(z.object({ code: z.string(), name: z.string() })),
      handler: async ({ params }) => {
        known(params.code);
        return (GEO_STATES[params.code] ?? []).map(({ code, name }) => ({ code, name }));
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/geo/countries/{code}/cities`, tag: 'geo', auth: 'none',
      summary: 'Cities of a country, optionally of one state (small shipped dataset)',
      params: countryParam,
      query: z.object({ stateCode: z.string().max(10).optional() }),
      response: z.array(z.string()),
      handler: async ({ params, query }) => {
        known(params.code);
        const states = (GEO_STATES[params.code] ?? []).filter((s) => !query.stateCode || s.code === query.stateCode);
        return states.flatMap((s) => s.cities).sort((a, b) => a.localeCompare(b));
      },
    }),
  ];
}
