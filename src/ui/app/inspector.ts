// Dev-only switch for the XState inspector: open the app with ?inspect (remembered in
// localStorage 'mtz.inspect'; ?inspect=off clears it). Never part of a production build's behaviour.
// Every build passes the actors' snapshots to the flight recorder (src/sync/recorder).
import type { InspectionEvent } from 'xstate';
import { recordInspection } from '../../sync/recorder';

type Inspect = (event: InspectionEvent) => void;

let inspectFn: Inspect | undefined;

export async function setupInspector(): Promise<void> {
  if (!import.meta.env.DEV || typeof window === 'undefined') return;
  const q = new URLSearchParams(window.location.search).get('inspect');
  if (q === 'off') localStorage.removeItem('mtz.inspect');
  else if (q !== null) localStorage.setItem('mtz.inspect', '1');
  if (localStorage.getItem('mtz.inspect') !== '1') return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const { inspect: observer } = createBrowserInspector();
  inspectFn = (event) => observer.next?.(event);
}

/** Pass as `inspect` when creating actors: `useActorRef(machine, { inspect })`. */
export const inspect: Inspect = (event) => { recordInspection(event); inspectFn?.(event); };
