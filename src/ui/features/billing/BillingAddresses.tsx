// Billing addresses on the payment accounts page: list, add (labelled fields; the place on the server's geography,
// ../geo/AddressFields), delete after 'Are you sure?'.
import { Button, Field, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { BillingAddress } from '../../../domain/billing';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';
import { useQuery } from '../data/useQuery';
import { AddressFields } from '../geo/AddressFields';

type Draft = Omit<BillingAddress, 'id' | 'createdAt'>;
const EMPTY: Draft = { name: '', line1: '', city: '', state: '', country: '', zipCode: '' };

export function BillingAddresses() {
  const list = useQuery('billing.addresses', undefined);
  const { send } = useCommand();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  async function add(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      await send('billing.addressCreate', draft);
      setDraft(EMPTY);
    } catch (err) {
      setError(errorText(err));
    }
  }
  async function remove(a: BillingAddress) {
    if (!(await askConfirm('Are you sure?'))) return;
    try {
      const r = await send('billing.addressDelete', { id: a.id });
      showAlert(r.message, 'success');
    } catch (err) {
      showAlert(errorText(err), 'error');
    }
  }
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">Billing addresses</Heading>
      {list.data && list.data.length === 0 && <Text>No billing address yet</Text>}
      {list.data && list.data.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="1" aria-label="Billing addresses">
          {list.data.map((a) => (
            <HStack as="li" key={a.id} justify="space-between" borderWidth="1px" borderRadius="md" p="2">
              <Text>{a.name}, {a.line1}, {a.city}{a.state ? `, ${a.state}` : ''}, {a.country} {a.zipCode}</Text>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove(a)}>Delete</Button>
            </HStack>
          ))}
        </Stack>
      )}
      <Stack as="form" gap="2" onSubmit={(e) => void add(e)} aria-label="Add billing address">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
          <Field.Root required>
            <Field.Label>Full name</Field.Label>
            <Input value={draft.name} maxLength={100} onChange={(e) => { const v = e.currentTarget.value; setDraft((d) => ({ ...d, name: v })); }} />
          </Field.Root>
          <AddressFields parts={['address', 'country', 'state', 'city', 'zipCode']} countryAs="name" required={['address', 'country', 'city']}
            value={{ ...draft, address: draft.line1 }} onChange={({ address, ...place }) => setDraft((d) => ({ ...d, ...place, line1: address }))} />
        </SimpleGrid>
        {error && <Text role="alert" color="red.600">{error}</Text>}
        <Button type="submit" size="sm" alignSelf="flex-start">Add address</Button>
      </Stack>
    </Stack>
  );
}
