// An optional Nominatim-compatible geocoder (GEOCODER_URL: nominatim.openstreetmap.org, a self-hosted Nominatim,
// LocationIQ with its key in the URL's query...). Only the server calls it, so keys stay server-side. Each call has a
// short timeout (GEOCODER_TIMEOUT_MS, default 3000); any failure answers null or no suggestions, never an error.
import type { Point } from './geo-data';

export type Suggestion = { label: string; address: string; city: string; state: string; country: string; zipCode: string; lat: number; lng: number };
export type StructuredPlace = { address?: string | null; city?: string | null; state?: string | null; country?: string | null; zipCode?: string | null };

type NominatimAddress = Record<string, string | undefined>;
type NominatimHit = { lat?: string; lon?: string; display_name?: string; address?: NominatimAddress };

export const geocoderConfigured = () => Boolean(process.env.GEOCODER_URL?.trim());

async function search(params: Record<string, string>): Promise<NominatimHit[]> {
  const base = process.env.GEOCODER_URL?.trim();
  if (!base) return [];
  try {
    const url = new URL(base);
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/search`;
    for (const [k, v] of Object.entries({ ...params, format: 'jsonv2' })) url.searchParams.set(k, v);
    const timeout = Number(process.env.GEOCODER_TIMEOUT_MS) || 3000;
    const r = await fetch(url, { headers: { accept: 'application/json', 'user-agent': 'mtz-trade-network/1 (server-side geocoding)' }, signal: AbortSignal.timeout(timeout) });
    if (!r.ok) return [];
    const body: unknown = await r.json();
    return Array.isArray(body) ? (body as NominatimHit[]) : [];
  } catch {
    return []; // unreachable, too slow, not JSON: the caller falls back to the dataset
  }
}

function pointOf(hit: NominatimHit | undefined): Point | null {
  const lat = Number(hit?.lat);
  const lng = Number(hit?.lon);
  return hit?.lat && hit.lon && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** Street-level coordinates of an address (structured query), or null without a geocoder, a street or a hit. */
export async function geocode(place: StructuredPlace): Promise<Point | null> {
  if (!geocoderConfigured() || !place.address?.trim()) return null;
  const fields = { street: place.address, city: place.city, state: place.state, country: place.country, postalcode: place.zipCode };
  const params = Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => Boolean(e[1]?.trim())).map(([k, v]) => [k, v.trim()]));
  return pointOf((await search({ ...params, limit: '1' }))[0]);
}

/** Address suggestions for what a person types: up to five, each split into the address form's fields. */
export async function suggest(q: string): Promise<Suggestion[]> {
  const hits = await search({ q, addressdetails: '1', limit: '5' });
  return hits.flatMap((h) => {
    const at = pointOf(h);
    if (!at || !h.display_name) return [];
    const a = h.address ?? {};
    const street = [a.road ?? a.pedestrian ?? a.street, a.house_number].filter(Boolean).join(' ');
    return [{
      label: h.display_name, address: street, city: a.city ?? a.town ?? a.village ?? a.municipality ?? '', state: a.state ?? a.county ?? '',
      country: (a.country_code ?? '').toUpperCase(), zipCode: a.postcode ?? '', ...at,
    }];
  });
}
