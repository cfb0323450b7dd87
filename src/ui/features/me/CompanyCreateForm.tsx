// Create a company (name and its business type): the intro's company step and /me/company for a member
// without one. The caller sends it (the intro through its machine, /me/company as a command).
import { Button, Field, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { NewCompany } from '../../../machines/identity/intro.machine';
import { FormMessage, TextField } from '../../pages/auth/parts';
import { useCategories } from '../../pages/auth/useCategories';

export function CompanyCreateForm({ onCreate, busy, error, submitLabel = 'Create company' }: { onCreate(c: NewCompany): void; busy: boolean; error: string | null; submitLabel?: string }) {
  const categories = useCategories();
  const [name, setName] = useState('');
  const [categoryId, setCategoryId] = useState('');
  return (
    <form aria-label="Create a company" noValidate onSubmit={(e) => { e.preventDefault(); onCreate({ name, categoryIds: categoryId ? [categoryId] : [] }); }}>
      <Stack gap="3" maxW="md">
        <TextField label="Company Name" value={name} onChange={setName} autoComplete="organization" required />
        <Field.Root required>
          <Field.Label>Business type</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={categoryId} onChange={(e) => setCategoryId(e.currentTarget.value)}>
              <option value="">Choose one</option>
              {(categories ?? []).map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        <FormMessage error={error} />
        <Button type="submit" colorPalette="orange" alignSelf="flex-start" loading={busy}>{submitLabel}</Button>
      </Stack>
    </form>
  );
}
