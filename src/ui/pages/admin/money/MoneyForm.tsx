// The form of one admin money record: its fields typed as text (see fields.ts); Save sends the draft and shows the
// server's message when it refuses. A company group is picked by searching the groups.
import { Button, Field as ChakraField, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { showAlert } from '../../../components/alerts';
import { errorText } from '../../../features/data/errorText';
import { useQuery } from '../../../features/data/useQuery';
import { toDraft, type Field, type FormValues } from './fields';

function GroupPicker({ value, onChange }: { value: string; onChange(id: string): void }) {
  const [keyword, setKeyword] = useState('');
  const q = useQuery('admin.companyGroups', { keyword: keyword.trim(), limit: 20 });
  const items = q.data?.items ?? [];
  return (
    <Stack gap="1">
      <Input aria-label="Search company groups" placeholder="Search company groups" value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} />
      <NativeSelect.Root>
        <NativeSelect.Field aria-label="Company group" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">Choose a company group</option>
          {value !== '' && !items.some((g) => g.id === value) && <option value={value}>{value}</option>}
          {items.map((g) => <option key={g.id} value={g.id}>{g.name}</option>)}
        </NativeSelect.Field>
      </NativeSelect.Root>
    </Stack>
  );
}

function FieldInput({ f, value, onChange }: { f: Field; value: string; onChange(v: string): void }) {
  if (f.type === 'group') return <GroupPicker value={value} onChange={onChange} />;
  if (f.type === 'select' || f.type === 'optionalSelect') {
    return (
      <NativeSelect.Root>
        <NativeSelect.Field aria-label={f.label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {f.type === 'optionalSelect' && <option value="">All</option>}
          {(f.options ?? []).map((o) => <option key={o} value={o}>{o}</option>)}
        </NativeSelect.Field>
      </NativeSelect.Root>
    );
  }
  const type = f.type === 'datetime' || f.type === 'optionalDatetime' ? 'datetime-local' : f.type === 'int' || f.type === 'optionalInt' ? 'number' : 'text';
  return <Input aria-label={f.label} type={type} step={type === 'number' ? 1 : undefined} value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
}

export function MoneyForm({ fields, initial, submitLabel, pending, onSubmit, onCancel }: {
  fields: readonly Field[]; initial: FormValues; submitLabel: string; pending: boolean;
  onSubmit(draft: Record<string, unknown>): Promise<void>; onCancel?(): void;
}) {
  const [values, setValues] = useState<FormValues>(initial);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = toDraft(fields, values);
    if ('error' in r) return showAlert(r.error, 'error');
    try {
      await onSubmit(r.draft);
    } catch (err) {
      showAlert(errorText(err), 'error');
    }
  };
  return (
    <form noValidate aria-label={submitLabel} onSubmit={(e) => void submit(e)}>
      <Stack gap="3" maxW="lg">
        {fields.map((f) => (
          <ChakraField.Root key={f.key}>
            <ChakraField.Label>{f.label}</ChakraField.Label>
            <FieldInput f={f} value={values[f.key] ?? ''} onChange={(v) => setValues((cur) => ({ ...cur, [f.key]: v }))} />
            {f.help && <ChakraField.HelperText>{f.help}</ChakraField.HelperText>}
          </ChakraField.Root>
        ))}
        <HStack>
          <Button type="submit" loading={pending}>{submitLabel}</Button>
          {onCancel && <Button variant="outline" disabled={pending} onClick={onCancel}>Cancel</Button>}
        </HStack>
      </Stack>
    </form>
  );
}
