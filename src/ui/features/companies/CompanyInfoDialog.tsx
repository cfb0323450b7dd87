// The owner's "Edit company info" dialog (opened by ?selectedDialog=COMPANY_INFO on the profile): name,
// description, website, phone with country code, address (the server's geography: ../geo/AddressFields; without a
// point the server places it at the city). The server's message is shown on refusal.
import { Button, Field, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { Company, CompanyUpdate } from '../../../domain/companies/types';
import { showAlert } from '../../components/alerts';
import { AppDialog } from '../../components/dialog/AppDialog';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';
import { AddressFields, type AddressPart, type AddressValue } from '../geo/AddressFields';

type FieldKey = 'name' | 'description' | 'website' | 'countryCode' | 'phone' | 'address' | 'city' | 'state' | 'country' | 'zipCode';
const FIELDS: [FieldKey, string][] = [
  ['website', 'Website'], ['countryCode', 'Country code'], ['phone', 'Phone'], ['address', 'Address'],
  ['city', 'City'], ['state', 'State'], ['country', 'Country'], ['zipCode', 'Zip code'],
];
const PLACE: AddressPart[] = ['address', 'country', 'state', 'city', 'zipCode'];
const isPlace = (k: FieldKey): k is AddressPart => (PLACE as string[]).includes(k);

export function CompanyInfoDialog({ company, open, onClose }: { company: Company; open: boolean; onClose(): void }) {
  const { send } = useCommand();
  const initial = Object.fromEntries([['name', company.name], ['description', company.description], ...FIELDS.map(([k]) => [k, company[k] ?? ''])]) as Record<FieldKey, string>;
  const [form, setForm] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (k: FieldKey, v: string) => setForm((f) => ({ ...f, [k]: v }));
  const save = async () => {
    const changes: CompanyUpdate = {};
    for (const k of Object.keys(form) as FieldKey[]) if (form[k] !== initial[k]) changes[k] = form[k];
    if (Object.keys(changes).length === 0) return onClose();
    setBusy(true);
    setError(null);
    try {
      await send('companies.update', { id: company.id, changes });
      showAlert('Company info saved', 'success');
      onClose();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppDialog open={open} title="Edit company info" onClose={onClose} size="lg"
      footer={<HStack><Button variant="outline" onClick={onClose}>Cancel</Button><Button colorPalette="orange" loading={busy} onClick={() => void save()}>Save</Button></HStack>}>
      <Stack gap="3">
        <Field.Root required>
          <Field.Label>Company name</Field.Label>
          <Input value={form.name} onChange={(e) => set('name', e.currentTarget.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Description</Field.Label>
          <Textarea rows={4} value={form.description} onChange={(e) => set('description', e.currentTarget.value)} />
          <Field.HelperText>{form.description.length}/1000</Field.HelperText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {FIELDS.filter(([k]) => !isPlace(k)).map(([k, label]) => (
            <Field.Root key={k}>
              <Field.Label>{label}</Field.Label>
              <Input value={form[k]} onChange={(e) => set(k, e.currentTarget.value)} />
            </Field.Root>
          ))}
          <AddressFields parts={PLACE} value={form as AddressValue} onChange={(v) => setForm((f) => ({ ...f, ...v }))} />
        </SimpleGrid>
        {error && <Text role="alert" color="red.600">{error}</Text>}
      </Stack>
    </AppDialog>
  );
}
