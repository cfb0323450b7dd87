// App-wide alerts (the spec's "alert the message"): showAlert() from anywhere, <AlertHost/> renders them.
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

export type AlertStatus = 'info' | 'success' | 'warning' | 'error';
type Item = { id: number; message: string; status: AlertStatus };

let items: Item[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showAlert(message: string, status: AlertStatus = 'info', ms = 6000): void {
  const item = { id: nextId++, message, status };
  items = [...items, item];
  emit();
  setTimeout(() => dismissAlert(item.id), ms);
}

export function dismissAlert(id: number): void {
  items = items.filter((i) => i.id !== id);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const colors: Record<AlertStatus, string> = {
  info: '#2b6cb0', success: '#2f855a', warning: '#b7791f', error: '#c53030',
};

export function AlertHost() {
  const list = useSyncExternalStore(subscribe, () => items, () => items);
  // A live region straight under <body>: an open dialog hides the rest of the page from assistive tech
  // (aria-hidden on body's other children) but leaves live regions alone, so alerts stay readable.
  return createPortal(
    <div aria-live="polite" data-live-announcer="" style={{ position: 'fixed', top: 12, left: '50%', transform: 'translateX(-50%)', zIndex: 2000, display: 'grid', gap: 8 }}>
      {list.map((a) => (
        <div key={a.id} role="alert" style={{ background: colors[a.status], color: 'white', padding: '8px 16px', borderRadius: 6, boxShadow: '0 2px 8px rgba(0,0,0,.2)' }}>
          {a.message}
          <button type="button" aria-label="Dismiss" onClick={() => dismissAlert(a.id)} style={{ marginLeft: 12, color: 'white', background: 'none', border: 0, cursor: 'pointer' }}>×</button>
        </div>
      ))}
    </div>,
    document.body,
  );
}
