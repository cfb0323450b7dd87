// The app's confirm dialog (the spec's "confirm"): `await askConfirm('Are you sure?')` from anywhere resolves
// true on OK and false on Cancel or close; <ConfirmHost/> (mounted once in App) renders the open question.
// One question at a time: a second ask while one is open waits its turn. The dialog's code loads with the first
// question (every page mounts the host; few pages ask).
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Question } from './ConfirmDialog';

const ConfirmDialog = lazy(async () => ({ default: (await import('./ConfirmDialog')).ConfirmDialog }));

let queue: Question[] = [];
let asked = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function askConfirm(message: string, opts: { title?: string; confirmLabel?: string } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    asked = true;
    queue = [...queue, { message, title: opts.title ?? 'Please confirm', confirmLabel: opts.confirmLabel ?? 'OK', resolve }];
    emit();
  });
}

function answer(ok: boolean): void {
  const [head, ...rest] = queue;
  if (!head) return;
  queue = rest;
  emit();
  head.resolve(ok);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function ConfirmHost() {
  const list = useSyncExternalStore(subscribe, () => queue, () => queue);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog question={list[0]} answer={answer} />
    </Suspense>
  );
}
