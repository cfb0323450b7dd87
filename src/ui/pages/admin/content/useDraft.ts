// What the content sections' forms share: the draft being typed, whether it is being saved, and saving it (a new
// item's form starts blank again after it was saved; an edit's form is closed by its owner).
import { useState, type FormEvent } from 'react';

export function useDraft<D>(initial: D, blank: D, onSave: (d: D) => Promise<boolean>, editing: boolean) {
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    setBusy(true);
    const ok = await onSave(draft);
    setBusy(false);
    if (ok && !editing) setDraft(blank);
  };
  return { draft, setDraft, busy, submit: (e?: FormEvent) => void submit(e) };
}
