// App-wide alerts (the spec's "alert the message"): showAlert() from anywhere, <AlertHost/> renders them in the
// app's one polite live region, the announcer. Errors and warnings interrupt (role alert); a success or a note
// ('Banner saved') is spoken politely when it appears; announce() speaks a status change that shows no toast
// ('You follow Acme Trading', 'You joined Steel Makers') through the same region, visually hidden.
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

export type AlertStatus = 'info' | 'success' | 'warning' | 'error';
type Item = { id: number; message: string; status: AlertStatus | 'spoken' };

let items: Item[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function add(message: string, status: Item['status'], ms: number): void {
  const item = { id: nextId++, message, status };
  items = [...items, item];
  emit();
  setTimeout(() => dismissAlert(item.id), ms);
}

export function showAlert(message: string, status: AlertStatus = 'info', ms = 6000): void {
  add(message, status, ms);
}

/** Tells screen readers what a click changed, politely and without a toast. */
export function announce(message: string): void {
  add(message, 'spoken', 6000);
}

export function dismissAlert(id: number): void {
  items = items.filter((i) => i.id !== id);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const visuallyHidden = {
  position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
} as const;

const colors: Record<AlertStatus, string> = {
  info: '#2b6cb0', success: '#2f855a', warning: '#b7791f', error: '#c53030',
};

export function AlertHost() {
  const list = useSyncExternalStore(subscribe, () => items, () => items);
  // A live region straight under <body>: an open dialog hides the rest of the page from assistive tech
  // (aria-hidden on body's other children) but leaves live regions alone, so alerts stay readable.
  return createPortal(
    <div aria-live="polite" data-live-announcer="" style={{ position: 'fixed', top: 12, left: '50%', transform: 'translateX(-50%)', zIndex: 2000, display: 'grid', gap: 8 }}>
      {list.map((a) => a.status === 'spoken' ? <div key={a.id} style={visuallyHidden}>{a.message}</div> : (
        <div key={a.id} role={a.status === 'error' || a.status === 'warning' ? 'alert' : undefined} data-alert={a.status} style={{ background: colors[a.status], color: 'white', padding: '8px 16px', borderRadius: 6, boxShadow: '0 2px 8px rgba(0,0,0,.2)' }}>
          {a.message}
          <button type="button" aria-label="Dismiss" onClick={() => dismissAlert(a.id)} style={{ marginLeft: 12, color: 'white', background: 'none', border: 0, cursor: 'pointer' }}>×</button>
        </div>
      ))}
    </div>,
    document.body,
  );
}
