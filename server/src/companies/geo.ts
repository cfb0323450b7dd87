// Geo look-ups for addresses and location filters: ISO 3166-1 countries (i18n-iso-countries), the states and cities
// of every country (./geo-data.ts), and the optional geocoder's address suggestions (./geocoder.ts).
import countries from 'i18n-iso-countries';
import { z } from 'zod';
import type { Country } from '../../../src/domain/companies/types';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import { cityNames, statesOf } from './geo-data';
import { geocoderConfigured, suggest } from './geocoder';
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
      summary: 'States of a country (country-state-city dataset)',
      params: countryParam,
      response: z.array(z.object({ code: z.string(), name: z.string() })),
      handler: async ({ params }) => {
        known(params.code);
        return (await statesOf(params.code)).map((s) => ({ code: s.isoCode, name: s.name }));
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/geo/countries/{code}/cities`, tag: 'geo', auth: 'none',
      summary: 'City names of a country, optionally of one state and containing a keyword (country-state-city dataset)',
      params: countryParam,
      query: z.object({ stateCode: z.string().max(10).optional(), keyword: z.string().max(100).optional() }),
      response: z.array(z.string()),
      handler: async ({ params, query }) => {
        known(params.code);
        return cityNames(params.code, query.stateCode?.trim() || undefined, query.keyword?.trim() || undefined);
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/geo/geocoder`, tag: 'geo', auth: 'none',
      summary: 'Whether a geocoder is configured (street-level coordinates and address suggestions)',
      response: z.object({ configured: z.boolean() }),
      handler: async () => ({ configured: geocoderConfigured() }),
    }),
    defineRoute({
      method: 'get', path: `${BASE}/geo/autocomplete`, tag: 'geo', auth: 'user',
      summary: "Address suggestions from the configured geocoder (none without one, or when it fails)",
      query: z.object({ q: z.string().trim().min(3, { error: 'q: at least 3 characters' }).max(200) }),
      response: z.array(z.object({
        label: z.string(), address: z.string(), city: z.string(), state: z.string(), country: z.string(), zipCode: z.string(), lat: z.number(), lng: z.number(),
      })),
      handler: async ({ query }) => suggest(query.q),
    }),
  ];
}
