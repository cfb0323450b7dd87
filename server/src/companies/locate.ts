// Coordinates of a saved address (companies, group events): a point the person entered is kept; otherwise the
// geocoder's street-level point when one is configured, else the centre of the city (state, country) from the dataset.
import { approximate, type Located } from './geo-data';
import { geocode, type StructuredPlace } from './geocoder';

export type Coordinates = { lat: number | null; lng: number | null };
const FIELDS = ['address', 'city', 'state', 'country', 'zipCode'] as const;
const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

export async function locate(place: StructuredPlace): Promise<Located | null> {
  const exact = await geocode(place);
  return exact ? { ...exact, precision: 'street' } : approximate(place);
}

/**
 * The coordinates to write when an address is saved, or undefined to leave them as they are.
 * `before` is the stored address and point (null when creating), `after` the address once saved, `given` the point
 * in the request (undefined when not sent). A new point given is kept; a point left as it was is recomputed when the
 * address moved; a missing point is filled whenever the address names at least a country.
 */
export async function coordinatesOnSave(before: (StructuredPlace & Coordinates) | null, after: StructuredPlace, given: Partial<Coordinates>): Promise<Coordinates | undefined> {
  const moved = !before || FIELDS.some((k) => norm(before[k]) !== norm(after[k]));
  const newPoint = given.lat != null && given.lng != null && (!before || given.lat !== before.lat || given.lng !== before.lng);
  if (newPoint) return undefined;
  const kept = given.lat === undefined && given.lng === undefined ? before : { lat: given.lat ?? null, lng: given.lng ?? null };
  const hasPoint = kept?.lat != null && kept.lng != null;
  if (hasPoint && !moved) return undefined;
  const found = await locate(after);
  if (found) return { lat: found.lat, lng: found.lng };
  return moved && hasPoint ? { lat: null, lng: null } : undefined;
}
