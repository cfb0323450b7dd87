// The admin money forms' fields: each is typed text in the form and a value in the draft the server checks.
// Dates are typed in the browser's time zone (datetime-local) and sent as epoch milliseconds; amounts are typed
// as whole numbers (cents, per cent, basis points: the label says which).

export type FieldType = 'text' | 'int' | 'optionalInt' | 'select' | 'optionalSelect' | 'datetime' | 'optionalDatetime' | 'list' | 'group';
export type Field = { key: string; label: string; type: FieldType; options?: readonly string[]; help?: string };
export type FormValues = Record<string, string>;

const pad = (n: number) => String(n).padStart(2, '0');

/** epoch ms as the value of a datetime-local input (the browser's time zone) */
export function toLocalInput(ms: number | null): string {
  if (ms === null) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A record's value as the text of its field. */
export function fieldText(f: Field, v: unknown): string {
  if (v === null || v === undefined) return '';
  if (f.type === 'datetime' || f.type === 'optionalDatetime') return toLocalInput(v as number);
  if (f.type === 'list') return (v as string[]).join(', ');
  return String(v as string | number);
}

/** The draft of the form's values, or the first field's problem (the server checks the rules again). */
export function toDraft(fields: readonly Field[], values: FormValues): { draft: Record<string, unknown> } | { error: string } {
  const draft: Record<string, unknown> = {};
  for (const f of fields) {
    const text = (values[f.key] ?? '').trim();
    const optional = f.type === 'optionalInt' || f.type === 'optionalSelect' || f.type === 'optionalDatetime';
    if (text === '' && optional) {
      draft[f.key] = null;
      continue;
    }
    if (f.type === 'int' || f.type === 'optionalInt') {
      const n = Number(text);
      if (text === '' || !Number.isSafeInteger(n)) return { error: `${f.label}: a whole number` };
      draft[f.key] = n;
    } else if (f.type === 'datetime' || f.type === 'optionalDatetime') {
      const ms = new Date(text).getTime();
      if (text === '' || Number.isNaN(ms)) return { error: `${f.label}: a date and time` };
      draft[f.key] = ms;
    } else if (f.type === 'list') {
      draft[f.key] = text === '' ? [] : text.split(',').map((s) => s.trim()).filter(Boolean);
    } else {
      if (text === '' && f.type !== 'text') return { error: `${f.label}: required` };
      draft[f.key] = text;
    }
  }
  return { draft };
}

/** Empty values of a form, selects at their first option. */
export const emptyValues = (fields: readonly Field[]): FormValues =>
  Object.fromEntries(fields.map((f) => [f.key, f.type === 'select' ? (f.options?.[0] ?? '') : '']));

/** A record's values as the form's. */
export const recordValues = (fields: readonly Field[], item: Record<string, unknown>): FormValues =>
  Object.fromEntries(fields.map((f) => [f.key, fieldText(f, item[f.key])]));

/** "Nov 24, 2026, 10:00" or '-' */
export const when = (ms: number | null | undefined): string =>
  (ms === null || ms === undefined ? '-' : new Date(ms).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
