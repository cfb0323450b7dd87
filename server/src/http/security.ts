// Security headers and CORS, from Hono's own middleware. The page gets a strict
// Content-Security-Policy: scripts, workers and connections from this origin only (plus its own /ws),
// images from here, data: and blob: (previews, QR codes), the OpenStreetMap embed as the one frame,
// inline styles allowed because Chakra UI (emotion) injects <style> tags at run time. The API gets
// `default-src 'none'`. Both: nosniff, no framing, a Referrer-Policy; HSTS only over https.
// CORS answers only the origins configured in CORS_ORIGINS; the app itself is same-origin and needs none.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';

/** Third-party origins the client really uses: the OpenStreetMap embed (src/ui/features/companies/AddressMap.tsx). */
export const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org';

/** ws: and wss: of the host the page was served from (the STOMP endpoint /ws); nothing for a Host header that is not a host. */
const ownSockets = (c: Context) => {
  const host = c.req.header('host') ?? '';
  return /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? `ws://${host} wss://${host}` : '';
};

const PAGE_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  workerSrc: ["'self'"],
  connectSrc: ["'self'", ownSockets],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  frameSrc: [MAP_FRAME_ORIGIN],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  manifestSrc: ["'self'"],
};

const API_CSP = { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] };

const common = {
  // a route that set a stricter header of its own keeps it (message files: `default-src 'none'; sandbox`)
  overwrite: false,
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: true,
  crossOriginOpenerPolicy: 'same-origin',
} as const;

/** Served over https, directly or behind a proxy that says so. */
const overHttps = (c: Context) => new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto')?.split(',')[0].trim() === 'https';

function pick(plain: MiddlewareHandler, https: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (overHttps(c) ? https(c, next) : plain(c, next));
}

/** CORS_ORIGINS: comma-separated origins (scheme://host[:port]) allowed to call the API from a browser. */
export function parseCorsOrigins(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim().replace(/\/+$/, '')).filter(Boolean);
}

export function mountSecurity(app: Hono, opts: { corsOrigins: string[] }): void {
  const hsts = 'max-age=31536000; includeSubDomains';
  const api = (strictTransportSecurity: string | false) => secureHeaders({ ...common, strictTransportSecurity, crossOriginResourcePolicy: opts.corsOrigins.length > 0 ? 'cross-origin' : 'same-origin', contentSecurityPolicy: API_CSP });
  const page = (strictTransportSecurity: string | false) => secureHeaders({ ...common, strictTransportSecurity, contentSecurityPolicy: PAGE_CSP });
  const apiHeaders = pick(api(false), api(hsts));
  const pageHeaders = pick(page(false), page(hsts));
  app.use('*', (c, next) => (c.req.path === '/api' || c.req.path.startsWith('/api/') ? apiHeaders(c, next) : pageHeaders(c, next)));
  if (opts.corsOrigins.length > 0) {
    app.use('/api/*', cors({
      origin: opts.corsOrigins,
      allowHeaders: ['Authorization', 'Content-Type', 'tracking-codes', 'Idempotency-Key'],
      allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }));
  }
}
