// 'Add to watchlist' for a company (spec 5 and 8) or a product: the watchlist-add machine with the lists of
// that kind; visitors are asked to log in; a list must be selected; a list that has the item is refused.
import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { WatchlistItem, WatchlistLike } from '../../../domain/companies/network';
import { MESSAGES } from '../../../domain/companies/rules';
import type { ProductWatchlist } from '../../../domain/companies/types';
import { watchlistAddMachine } from '../../../machines/companies/watchlist-add.machine';
import { showAlert } from '../../components/alerts';
import { AppDialog } from '../../components/dialog/AppDialog';
import { useLoginPrompt } from '../companies/useLoginPrompt';
import { readOnce } from '../data/readOnce';
import { sendCommand } from '../data/useCommand';
import { useEngineRef, type EngineRef } from '../data/useEngineRef';
import { inspect } from '../../app/inspector';
const asLike = (l: ProductWatchlist): WatchlistLike => ({ id: l.id, name: l.name, companyIds: l.productIds });

/** The three effects of the machine for one kind of list. */
function listActors(engine: EngineRef, item: WatchlistItem) {
  if (item === 'product') {
    return {
      loadLists: fromPromise<WatchlistLike[], void>(async () => (await readOnce(engine.current, 'productWatchlists.list', undefined)).map(asLike)),
      createList: fromPromise<WatchlistLike, { name: string }>(async ({ input }) => asLike(await sendCommand(engine.current, 'productWatchlists.create', input))),
      addCompany: fromPromise<WatchlistLike, { id: string; companyId: string }>(async ({ input }) =>
        asLike(await sendCommand(engine.current, 'productWatchlists.addProduct', { id: input.id, productId: input.companyId }))),
    };
  }
  return {
    loadLists: fromPromise<WatchlistLike[], void>(() => readOnce(engine.current, 'watchlists.list', undefined)),
    createList: fromPromise<WatchlistLike, { name: string }>(({ input }) => sendCommand(engine.current, 'watchlists.create', input)),
    addCompany: fromPromise<WatchlistLike, { id: string; companyId: string }>(({ input }) => sendCommand(engine.current, 'watchlists.addCompany', input)),
  };
}

export function WatchlistAddButton({ signedIn, item, itemId }: { signedIn: boolean; item: WatchlistItem; itemId: string }) {
  const engine = useEngineRef();
  const ask = useLoginPrompt();
  const [newName, setNewName] = useState('');
  const actor = useActorRef(
    watchlistAddMachine.provide({
      actors: listActors(engine, item),
      actions: {
        askLogin: () => void ask(MESSAGES.loginToWatchlist),
        notify: (_, n) => showAlert(n.message, n.status),
      },
    }),
    { input: { signedIn, companyId: itemId, item }, inspect },
  );
  const state = useSelector(actor, (s) => s.value);
  const lists = useSelector(actor, (s) => s.context.lists);
  const selectedId = useSelector(actor, (s) => s.context.selectedId);
  const create = () => {
    actor.send({ type: 'create', name: newName });
    setNewName('');
  };
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'open' })}>Add to watchlist</Button>
      <AppDialog
        open={state !== 'closed'}
        title="Add to watchlist"
        onClose={() => actor.send({ type: 'close' })}
        footer={
          <>
            <Button variant="outline" onClick={() => actor.send({ type: 'close' })}>Close</Button>
            <Button loading={state === 'adding'} onClick={() => actor.send({ type: 'add' })}>Add</Button>
          </>
        }
      >
        {state === 'loading' ? <Text role="status">Loading...</Text> : (
          <Stack gap="3">
            <Field.Root>
              <Field.Label>Watchlist</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={selectedId} onChange={(e) => actor.send({ type: 'select', id: e.currentTarget.value })}>
                  <option value="">Select a list</option>
                  {lists.map((l) => <option key={l.id} value={l.id}>{l.name}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>New list name</Field.Label>
              <HStack w="full">
                <Input size="sm" value={newName} maxLength={100} onChange={(e) => setNewName(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && create()} />
                <Button size="xs" variant="outline" loading={state === 'creating'} onClick={create}>Create list</Button>
              </HStack>
            </Field.Root>
          </Stack>
        )}
      </AppDialog>
    </>
  );
}
