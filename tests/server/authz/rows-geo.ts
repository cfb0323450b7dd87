// Matrix rows of geography (tag 'geo'): countries, states, cities and whether a geocoder is configured are public;
// address suggestions (they may cost a call to the configured geocoder) are for signed-in members only.
import { all, signedIn, type Row } from './matrix';
import { C } from './world';

const get = (path: string) => () => ({ method: 'GET' as const, path: `${C}${path}` });

export const GEO_ROWS: Row[] = [
  { route: `GET ${C}/geo/countries`, expect: all(200), req: get('/geo/countries?keyword=lat') },
  { route: `GET ${C}/geo/countries/{code}/states`, expect: all(200), req: get('/geo/countries/LV/states') },
  { route: `GET ${C}/geo/countries/{code}/cities`, expect: all(200), req: get('/geo/countries/LV/cities?keyword=riga') },
  { route: `GET ${C}/geo/geocoder`, expect: all(200), req: get('/geo/geocoder') },
  { route: `GET ${C}/geo/autocomplete`, expect: signedIn(200), req: get('/geo/autocomplete?q=Riga%20harbour') },
];
