// /me/product-menus (spec 2): the owner's product menus: add, rename, delete ('Are you sure?'); each opens
// its menu page.
import { Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PRODUCT_MESSAGES } from '../../../domain/companies/products';
import { MESSAGES } from '../../../domain/companies/rules';
import type { ProductMenu } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { AppDialog } from '../../components/dialog/AppDialog';
import { usePageTitle } from '../../components/usePageTitle';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { useMyCompanyId } from '../../features/products/useMyCompany';
import { PageHeader } from '../../components/page-header/PageHeader';

export function MeProductMenusPage() {
  usePageTitle('Product menus');
  const companyId = useMyCompanyId();
  if (!companyId) return <Text>{PRODUCT_MESSAGES.noCompany}</Text>;
  return <MenusOf companyId={companyId} />;
}

function MenusOf({ companyId }: { companyId: string }) {
  const { send } = useCommand();
  const q = useQuery('menus.list', { companyIds: [companyId] });
  const menus = q.data ?? null;
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<ProductMenu | null>(null);
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      showAlert(done, 'success');
      return true;
    } catch (e) {
      showAlert(errorText(e), 'error');
      return false;
    }
  };
  const add = async () => {
    if (name.trim() === '') return showAlert('Name is required', 'warning');
    if (await run(() => send('menus.create', { companyId, name: name.trim() }), 'Menu created')) setName('');
  };
  const remove = async (m: ProductMenu) => {
    if (await askConfirm(MESSAGES.areYouSure)) await run(() => send('menus.delete', { id: m.id }), 'Menu deleted');
  };
  return (
    <Stack gap="5">
      <PageHeader title="Product menus" offline={q.offline} />
      <HStack as="form" align="flex-end" onSubmit={(e) => { e.preventDefault(); void add(); }} aria-label="Add a menu">
        <Field.Root>
          <Field.Label>Menu name</Field.Label>
          <Input value={name} maxLength={100} onChange={(e) => setName(e.currentTarget.value)} />
        </Field.Root>
        <Button type="submit">Add menu</Button>
      </HStack>
      {q.error ? (
        <Text role="alert" color="red.600">{q.error.message}</Text>
      ) : menus === null ? (
        <Text role="status">Loading...</Text>
      ) : menus.length === 0 ? (
        <Text color="gray.600">{PRODUCT_MESSAGES.noMenus}</Text>
      ) : (
        <Table.Root size="sm" aria-label="My menus">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Menu</Table.ColumnHeader>
              <Table.ColumnHeader>Products</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {menus.map((m) => (
              <Table.Row key={m.id}>
                <Table.Cell><AppLink href={links.meProductMenu(m.id)}>{m.name}</AppLink></Table.Cell>
                <Table.Cell>{m.productIds.length}</Table.Cell>
                <Table.Cell>
                  <HStack>
                    <Button size="xs" variant="outline" aria-label={`Rename ${m.name}`} onClick={() => setRenaming(m)}>Rename</Button>
                    <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${m.name}`} onClick={() => void remove(m)}>Delete</Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {renaming && (
        <RenameDialog
          menu={renaming}
          onClose={() => setRenaming(null)}
          onSave={async (next) => {
            if (await run(() => send('menus.rename', { id: renaming.id, name: next }), 'Menu renamed')) setRenaming(null);
          }}
        />
      )}
    </Stack>
  );
}

function RenameDialog({ menu, onClose, onSave }: { menu: ProductMenu; onClose(): void; onSave(name: string): Promise<void> }) {
  const [name, setName] = useState(menu.name);
  return (
    <AppDialog
      open
      title="Rename menu"
      onClose={onClose}
      footer={
        <HStack>
          <Button variant="outline" onClick={onClose}>Cancel</Button>
          <Button onClick={() => void onSave(name.trim())} disabled={name.trim() === ''}>Save</Button>
        </HStack>
      }
    >
      <Field.Root>
        <Field.Label>Menu name</Field.Label>
        <Input value={name} maxLength={100} onChange={(e) => setName(e.currentTarget.value)} />
      </Field.Root>
    </AppDialog>
  );
}
