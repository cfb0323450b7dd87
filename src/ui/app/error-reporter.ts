// The app reports its uncaught errors (and unhandled promise rejections) to the server, where site admins read them
// at /mtz-admin/exceptions. Secrets are scrubbed here and again by the server; at most 20 distinct errors per page load.
import { scrubSecrets } from '../../domain/admin/scrub';

const MAX_REPORTS = 20;
const endpoint = () => `${(import.meta.env.VITE_API_METRIC as string | undefined) ?? '/api/v1/metric'}/client-errors`;

export function installErrorReporter(win: Window = window): () => void {
  const seen = new Set<string>();
  const send = (message: string, place: string, stack: string) => {
    const key = `${message}\n${place}`;
    if (seen.has(key) || seen.size >= MAX_REPORTS) return;
    seen.add(key);
    const body = {
      message: scrubSecrets(message).slice(0, 2000), place: scrubSecrets(place).slice(0, 1000), stack: scrubSecrets(stack).slice(0, 8000),
      path: scrubSecrets(win.location.pathname).slice(0, 1000), userAgent: win.navigator.userAgent.slice(0, 500),
    };
    // a direct fetch on purpose, not the engine's: errors must still reach the server when the engine itself failed
    void fetch(endpoint(), { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(() => {});
  };
  const origin = win.location.origin;
  const onError = (e: ErrorEvent) => {
    const file = (e.filename || '').replace(origin, '');
    send(e.message || String(e.error), `${file}:${e.lineno}:${e.colno}`, e.error instanceof Error ? (e.error.stack ?? '') : '');
  };
  const onRejection = (e: PromiseRejectionEvent) => {
    const r: unknown = e.reason;
    send(r instanceof Error ? r.message : String(r), 'unhandled promise rejection', r instanceof Error ? (r.stack ?? '') : '');
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
