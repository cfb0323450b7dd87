// Where each service lives. One base URL per service (spec 7, DESIGN.md): each can be deployed apart.
// Override at build time with VITE_API_<SERVICE>, e.g. VITE_API_CHAT=https://chat.example.com/api/v1/chat.

export const SERVICES = ['company', 'chat', 'alert', 'payment', 'metric', 'cron'] as const;
export type Service = (typeof SERVICES)[number];

export const API_PREFIX = '/api/v1';

type Env = Partial<Record<string, string>>;

export function serviceBases(env: Env = {}, origin = ''): Record<Service, string> {
  const out = {} as Record<Service, string>;
  for (const s of SERVICES) out[s] = env[`VITE_API_${s.toUpperCase()}`] ?? `${origin}${API_PREFIX}/${s}`;
  return out;
}

/** The REST paths this client calls, relative to their service base. */
export const PATHS = {
  company: {
    auth: '/auth',
    users: '/users',
    user: '/user',
    companies: '/companies',
    categories: '/categories',
  },
  alert: {
    notifications: '/notifications',
    notificationStats: '/notifications/stats',
    events: '/events',
    devMails: '/dev/mails',
  },
} as const;

/** The STOMP endpoint and the user's topic (spec 7). */
export const WS_PATH = '/ws';
export const USER_TOPIC = '/user/topic/mtz';
export const TRACKING_CODES_HEADER = 'tracking-codes';
