// The app's confirm dialog (the spec's "confirm"): `await askConfirm('Are you sure?')` from anywhere resolves
// true on OK and false on Cancel or close; <ConfirmHost/> (mounted once in App) renders the open question.
// One question at a time: a second ask while one is open waits its turn.
import { Button } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { AppDialog } from '../dialog/AppDialog';

type Question = { message: string; title: string; confirmLabel: string; resolve(ok: boolean): void };

let queue: Question[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function askConfirm(message: string, opts: { title?: string; confirmLabel?: string } = {}): Promise<boolean> {
  return new Promise((resolve) => {
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
  const q = list[0];
  return (
    <AppDialog
      open={Boolean(q)}
      title={q?.title ?? ''}
      role="alertdialog"
      onClose={() => answer(false)}
      footer={
        <>
          <Button variant="outline" onClick={() => answer(false)}>Cancel</Button>
          <Button onClick={() => answer(true)}>{q?.confirmLabel ?? 'OK'}</Button>
        </>
      }
    >
      {q?.message}
    </AppDialog>
  );
}
