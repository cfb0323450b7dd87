// The product menu page's body (spec 2): cards 16 per page with the pagination component; the owner adds
// products (a selection is needed) or removes one after 'Are you sure?'. The edits run in menuEditMachine.
import { Button, Checkbox, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { MENU_PAGE_SIZE, pageWindow, PRODUCT_MESSAGES } from '../../../domain/companies/products';

import { menuEditMachine, type Announcement } from '../../../machines/products/menu-edit.machine';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { AppDialog } from '../../components/dialog/AppDialog';
import { Pagination } from '../../components/pagination/Pagination';
import { OfflineMark } from '../data/OfflineMark';
import { sendCommand } from '../data/useCommand';
import { useEngine } from '../data/useEngine';
import { useQuery } from '../data/useQuery';
import { useSession } from '../session/useSession';
import { ProductCard } from './ProductCard';
import { inspect } from '../../app/inspector';

/** isOwner: as the caller knows it, else whether the signed-in user owns the menu's company */
export function MenuProducts({ menuId, isOwner: ownerProp }: { menuId: string; isOwner?: boolean }) {
  const session = useSession();
  const engine = useEngine();
  const engineRef = useRef(engine);
  engineRef.current = engine;
  const [page, setPage] = useState(1);
  const menuQ = useQuery('menus.get', { id: menuId });
  const itemsQ = useQuery('menus.products', { id: menuId, ...pageWindow(page, MENU_PAGE_SIZE) });

  const [logic] = useState(() =>
    menuEditMachine.provide({
      actors: {
        addItems: fromPromise(({ input }) => sendCommand(engineRef.current, 'menus.addItems', { id: input.menuId, productIds: input.productIds })),
        removeItem: fromPromise(({ input }) => sendCommand(engineRef.current, 'menus.removeItem', { id: input.menuId, productId: input.productId })),
        confirmRemove: fromPromise(({ input }) => askConfirm(input.message)),
      },
      actions: {
        announce: (_, p: Announcement) => showAlert(p.message, p.status),
      },
    }),
  );
  const [snap, send] = useMachine(logic, { input: { menuId }, inspect });

  const failed = menuQ.error?.message ?? itemsQ.error?.message ?? null;
  if (failed) return <Text role="alert">{failed}</Text>;
  if (!menuQ.data || !itemsQ.data) return <Text role="status">Loading...</Text>;
  const loaded = { menu: menuQ.data, items: itemsQ.data.items, count: itemsQ.data.count };
  const isOwner = ownerProp ?? (session.user?.companyIds.includes(loaded.menu.companyId) ?? false);
  const busy = !snap.matches('idle') && !snap.matches('picking');
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <HStack gap="3">
          <Heading as="h2" size="md">{loaded.menu.name}</Heading>
          <OfflineMark offline={menuQ.offline || itemsQ.offline} />
        </HStack>
        {isOwner && <Button size="sm" onClick={() => send({ type: 'add.open' })} disabled={busy}>Add products</Button>}
      </HStack>
      {loaded.count === 0 ? (
        <Text>{PRODUCT_MESSAGES.menuEmpty}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
          {loaded.items.map((p) => (
            <ProductCard key={p.id} product={p} listedAt={p.listedAt}>
              {isOwner && (
                <Button size="xs" variant="outline" colorPalette="red" disabled={busy} onClick={() => send({ type: 'remove', productId: p.id })}>
                  Remove
                </Button>
              )}
            </ProductCard>
          ))}
        </SimpleGrid>
      )}
      {loaded.count > MENU_PAGE_SIZE && <Pagination total={loaded.count} page={page} size={MENU_PAGE_SIZE} sizes={[MENU_PAGE_SIZE]} onChange={(p) => setPage(p)} />}
      {isOwner && (
        <AddProductsDialog
          open={snap.matches('picking') || snap.matches('adding')}
          companyId={loaded.menu.companyId}
          inMenu={loaded.menu.productIds}
          selected={snap.context.selected}
          adding={snap.matches('adding')}
          error={snap.context.error}
          onToggle={(productId) => send({ type: 'add.toggle', productId })}
          onSubmit={() => send({ type: 'add.submit' })}
          onClose={() => send({ type: 'add.cancel' })}
        />
      )}
    </Stack>
  );
}

type PickerProps = {
  open: boolean; companyId: string; inMenu: string[]; selected: string[]; adding: boolean; error: string | null;
  onToggle(id: string): void; onSubmit(): void; onClose(): void;
};

function AddProductsDialog({ open, companyId, inMenu, selected, adding, error, onToggle, onSubmit, onClose }: PickerProps) {
  const q = useQuery('products.list', open ? { companyIds: [companyId], limit: 128 } : null);
  const products = q.data?.items ?? null;
  const candidates = (products ?? []).filter((p) => !inMenu.includes(p.id));
  return (
    <AppDialog
      open={open}
      title="Add products to the menu"
      onClose={onClose}
      footer={
        <HStack>
          <Button variant="outline" onClick={onClose}>Cancel</Button>
          <Button onClick={onSubmit} loading={adding}>Add selected</Button>
        </HStack>
      }
    >
      {q.error ? (
        <Text role="alert" color="red.600">{q.error.message}</Text>
      ) : products === null ? (
        <Text role="status">Loading...</Text>
      ) : candidates.length === 0 ? (
        <Text>All of your products are in this menu.</Text>
      ) : (
        <Stack gap="1" role="group" aria-label="Products">
          {candidates.map((p) => (
            <Checkbox.Root key={p.id} checked={selected.includes(p.id)} onCheckedChange={() => onToggle(p.id)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{`${p.name} (${p.sku})`}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
      {/* the app's alert says it too; this copy stays beside the list it is about */}
      {error && <Text color="red.600" mt="2">{error}</Text>}
    </AppDialog>
  );
}
