// The confirm dialog itself (loaded with the first question: see confirm.tsx): the open question, Cancel and OK.
import { Button } from '@chakra-ui/react';
import { AppDialog } from '../dialog/AppDialog';

export type Question = { message: string; title: string; confirmLabel: string; resolve(ok: boolean): void };

export function ConfirmDialog({ question: q, answer }: { question: Question | undefined; answer(ok: boolean): void }) {
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
