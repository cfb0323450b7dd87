// States and cities of every country with their coordinates, from the maintained country-state-city dataset
// (about 250 countries, 5,000 states, 150,000 cities). Server only: the client asks the /geo routes. The dataset
// (about 9 MB of JSON) is loaded on first use, so a server that never looks a place up does not pay for it.
import type { ICity, IState } from 'country-state-city';

type Dataset = typeof import('country-state-city');
let loading: Promise<Dataset> | null = null;
const dataset = () => (loading ??= import('country-state-city'));

export type Point = { lat: number; lng: number };
/** How close a point is: 'street' from a geocoder, else the centre of the city, state or country named. */
export type Precision = 'street' | 'city' | 'state' | 'country';
export type Located = Point & { precision: Precision };

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

function point(p: { latitude?: string | null; longitude?: string | null } | undefined): Point | null {
  const lat = Number(p?.latitude);
  const lng = Number(p?.longitude);
  return p?.latitude && p.longitude && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

export async function statesOf(countryCode: string): Promise<IState[]> {
  const { State } = await dataset();
  return State.getStatesOfCountry(countryCode);
}

/** City names of a country, or of one of its states; a keyword keeps the names that contain it (accents ignored). */
export async function cityNames(countryCode: string, stateCode?: string, keyword?: string): Promise<string[]> {
  const { City } = await dataset();
  const cities = stateCode ? City.getCitiesOfState(countryCode, stateCode) : (City.getCitiesOfCountry(countryCode) ?? []);
  const k = keyword ? fold(keyword) : '';
  const names = new Set(cities.filter((c) => !k || fold(c.name).includes(k)).map((c) => c.name));
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** A country given as its two-letter code or its English name ('LV', 'Latvia'). */
async function countryOf(country: string) {
  const { Country } = await dataset();
  const c = country.trim();
  if (/^[A-Za-z]{2}$/.test(c)) return Country.getCountryByCode(c.toUpperCase());
  const f = fold(c);
  return Country.getAllCountries().find((x) => fold(x.name) === f);
}

const named = (f: string) => (x: { name: string }) => {
  const n = fold(x.name);
  return n === f || n.replace(/ (county|municipality|region|province|prefecture|state|city)$/, '') === f;
};

/**
 * City-level coordinates of a place from the dataset: the city (within the state when one is named and matches),
 * else the state, else the country's centre. Null when not even the country is known.
 */
export async function approximate(place: { city?: string | null; state?: string | null; country?: string | null }): Promise<Located | null> {
  if (!place.country?.trim()) return null;
  const country = await countryOf(place.country);
  if (!country) return null;
  const { City } = await dataset();
  const states = await statesOf(country.isoCode);
  const s = place.state?.trim() ? fold(place.state) : '';
  const state = s ? states.find((x) => fold(x.isoCode) === s) ?? states.find(named(s)) : undefined;
  const c = place.city?.trim() ? fold(place.city) : '';
  if (c) {
    const inCountry: ICity[] = City.getCitiesOfCountry(country.isoCode) ?? [];
    const matches = inCountry.filter(named(c));
    const city = matches.find((m) => m.stateCode === state?.isoCode) ?? matches[0];
    const at = point(city);
    if (at) return { ...at, precision: 'city' };
    const stateNamedLikeCity = states.find(named(c)); // city states: Berlin, Hamburg, Riga
    const st = point(stateNamedLikeCity);
    if (st) return { ...st, precision: 'city' };
  }
  const st = point(state);
  if (st) return { ...st, precision: 'state' };
  const ct = point(country);
  return ct ? { ...ct, precision: 'country' } : null;
}
