// The list of watchlists on /me/company-watchlists and /me/product-watchlists: create, select, bulk delete
// (after the app's confirm), and optionally copy. Each row links to the list when `href` is given.
import { Button, Checkbox, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { selection } from '../../../domain/companies/network';
import { MESSAGES } from '../../../domain/companies/rules';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { errorText } from '../data/errorText';

export type WatchlistRow = { id: string; name: string; count: number };

export type WatchlistTableProps = {
  lists: WatchlistRow[] | null;
  noun: 'company' | 'product';
  href?(id: string): string;
  create(name: string): Promise<unknown>;
  bulkDelete(ids: string[]): Promise<unknown>;
  copy?(id: string): Promise<unknown>;
};

export function WatchlistTable({ lists, noun, href, create, bulkDelete, copy }: WatchlistTableProps) {
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const guard = async (f: () => Promise<unknown>) => {
    try {
      await f();
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  const add = () => void guard(async () => {
    if (!name.trim()) return showAlert('Name is required', 'warning');
    await create(name.trim());
    setName('');
  });
  const remove = () => void guard(async () => {
    if (selected.length === 0) return showAlert(MESSAGES.selectList, 'warning');
    if (!(await askConfirm(MESSAGES.areYouSure))) return;
    await bulkDelete(selected);
    setSelected([]);
  });
  const ids = (lists ?? []).map((l) => l.id);
  return (
    <Stack gap="4">
      <HStack align="flex-end">
        <Field.Root maxW="sm">
          <Field.Label>New watchlist name</Field.Label>
          <Input value={name} maxLength={100} onChange={(e) => setName(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && add()} />
        </Field.Root>
        <Button onClick={add}>Create watchlist</Button>
      </HStack>
      <HStack justify="space-between">
        <Heading as="h2" size="md">My {noun} watchlists ({lists?.length ?? 0})</Heading>
        <Button size="sm" variant="outline" colorPalette="red" disabled={selected.length === 0} onClick={remove}>Delete selected ({selected.length})</Button>
      </HStack>
      {lists === null ? <Text role="status">Loading...</Text> : lists.length === 0 ? <Text>No watchlist yet.</Text> : (
        <Stack as="ul" listStyleType="none" gap="0" aria-label={`${noun} watchlists`}>
          <HStack as="li" py="1">
            <Checkbox.Root size="sm" checked={selected.length > 0 && selected.length === ids.length} onCheckedChange={(d) => setSelected(selection(selected, d.checked === true ? { type: 'all', ids } : { type: 'clear' }))}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Select all</Checkbox.Label>
            </Checkbox.Root>
          </HStack>
          {lists.map((l) => (
            <HStack as="li" key={l.id} gap="3" borderBottomWidth="1px" py="2">
              <Checkbox.Root size="sm" checked={selected.includes(l.id)} onCheckedChange={() => setSelected((s) => selection(s, { type: 'toggle', id: l.id }))}>
                <Checkbox.HiddenInput aria-label={`Select ${l.name}`} />
                <Checkbox.Control />
              </Checkbox.Root>
              {href ? <AppLink flex="1" href={href(l.id)}>{l.name}</AppLink> : <Text flex="1">{l.name}</Text>}
              <Text fontSize="sm" color="fg.muted">{l.count} {noun === 'company' ? 'companies' : 'products'}</Text>
              {copy && <Button size="xs" variant="outline" aria-label={`Copy ${l.name}`} onClick={() => void guard(() => copy(l.id))}>Copy</Button>}
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
