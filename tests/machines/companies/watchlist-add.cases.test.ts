// Adding to a watchlist written out case by case from spec 5 and 8 (not derived from the machine's own graph):
// the lists and selection the dialog shows after each step, the calls made with their inputs, and the alerts.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/domain/companies/rules';
import type { WatchlistAddInput } from '../../../src/machines/companies/watchlist-add.machine';
import { failures, startWatchlistAdd } from './drive';

const LISTS = [{ id: 'l1', name: 'Favourites', companyIds: ['c1'] }, { id: 'l2', name: 'Suppliers', companyIds: ['c9'] }];
const MEMBER: WatchlistAddInput = { signedIn: true, companyId: 'c1' };

function start(input: WatchlistAddInput = MEMBER) {
  const t = startWatchlistAdd(input);
  const shown = () => { const s = t.actor.getSnapshot(); return { value: s.value, lists: s.context.lists, selectedId: s.context.selectedId }; };
  return { ...t, shown };
}

/** the dialog open on the member's two lists */
async function choosing(input: WatchlistAddInput = MEMBER) {
  const t = start(input);
  t.actor.send({ type: 'open' });
  await t.settle('loadLists', LISTS);
  return t;
}

describe('watchlist-add machine: opening', () => {
  it('is closed, with no list shown or selected, until opened', () => {
    expect(start().shown()).toEqual({ value: 'closed', lists: [], selectedId: '' });
  });
  it('a visitor is asked to log in and nothing is loaded', () => {
    const { actor, fakes, shown, asked } = start({ signedIn: false, companyId: 'c1' });
    actor.send({ type: 'open' });
    expect(shown().value).toBe('closed');
    expect(asked()).toBe(1);
    expect(fakes.inputs.size).toBe(0);
  });
  it('a member sees the lists loaded, none selected', async () => {
    const { shown, notices, asked } = await choosing();
    expect(shown()).toEqual({ value: 'choosing', lists: LISTS, selectedId: '' });
    expect(notices).toEqual([]);
    expect(asked()).toBe(0);
  });
  it('a failed load closes the dialog with the error', async () => {
    const { actor, fail, shown, notices } = start();
    actor.send({ type: 'open' });
    await fail('loadLists', new Error('Service unavailable'));
    expect(shown().value).toBe('closed');
    expect(notices).toEqual([{ message: 'Service unavailable', status: 'error' }]);
  });
  it('a selection is kept until closed, and reopening starts with none selected', async () => {
    const { actor, settle, shown } = await choosing();
    actor.send({ type: 'select', id: 'l2' });
    expect(shown()).toEqual({ value: 'choosing', lists: LISTS, selectedId: 'l2' });
    actor.send({ type: 'close' });
    expect(shown().value).toBe('closed');
    actor.send({ type: 'open' });
    await settle('loadLists', LISTS);
    expect(shown()).toEqual({ value: 'choosing', lists: LISTS, selectedId: '' });
  });
});

describe('watchlist-add machine: adding', () => {
  it('no list selected: refused before any call', async () => {
    const { actor, fakes, shown, notices } = await choosing();
    actor.send({ type: 'add' });
    expect(shown().value).toBe('choosing');
    expect(notices).toEqual([{ message: MESSAGES.selectList, status: 'warning' }]);
    expect(fakes.inputs.get('addCompany')).toBeUndefined();
  });
  it('a list that has the company already: refused before any call', async () => {
    const { actor, fakes, shown, notices } = await choosing();
    actor.send({ type: 'select', id: 'l1' });
    actor.send({ type: 'add' });
    expect(shown().value).toBe('choosing');
    expect(notices).toEqual([{ message: MESSAGES.alreadyInList('Favourites'), status: 'warning' }]);
    expect(fakes.inputs.get('addCompany')).toBeUndefined();
  });
  it('the selected list gets the company, and the dialog closes with the success', async () => {
    const { actor, fakes, settle, shown, notices } = await choosing();
    actor.send({ type: 'select', id: 'l2' });
    actor.send({ type: 'add' });
    expect(shown().value).toBe('adding');
    expect(fakes.inputs.get('addCompany')).toEqual([{ id: 'l2', companyId: 'c1' }]);
    await settle('addCompany', { ...LISTS[1], companyIds: ['c9', 'c1'] });
    expect(shown().value).toBe('closed');
    expect(notices).toEqual([{ message: MESSAGES.companyAdded, status: 'success' }]);
  });
  it('a refused add stays open with the error', async () => {
    const { actor, fail, shown, notices } = await choosing();
    actor.send({ type: 'select', id: 'l2' });
    actor.send({ type: 'add' });
    await fail('addCompany', { message: "The list 'Suppliers' has this company already" });
    expect(shown()).toEqual({ value: 'choosing', lists: LISTS, selectedId: 'l2' });
    expect(notices).toEqual([{ message: "The list 'Suppliers' has this company already", status: 'error' }]);
  });
  it('a product uses the product wording', async () => {
    const { actor, settle, notices } = await choosing({ signedIn: true, companyId: 'c1', item: 'product' });
    actor.send({ type: 'select', id: 'l1' });
    actor.send({ type: 'add' });
    actor.send({ type: 'select', id: 'l2' });
    actor.send({ type: 'add' });
    await settle('addCompany', LISTS[1]);
    expect(notices).toEqual([{ message: MESSAGES.productAlreadyInList('Favourites'), status: 'warning' }, { message: MESSAGES.productAdded, status: 'success' }]);
  });
});

describe('watchlist-add machine: creating a list', () => {
  it('a blank name creates nothing', async () => {
    const { actor, fakes, shown } = await choosing();
    actor.send({ type: 'create', name: '   ' });
    expect(shown().value).toBe('choosing');
    expect(fakes.inputs.get('createList')).toBeUndefined();
  });
  it('the trimmed name is created, added after the others and selected', async () => {
    const { actor, fakes, settle, shown } = await choosing();
    actor.send({ type: 'create', name: '  New list  ' });
    expect(shown().value).toBe('creating');
    expect(fakes.inputs.get('createList')).toEqual([{ name: 'New list' }]);
    const created = { id: 'l3', name: 'New list', companyIds: [] };
    await settle('createList', created);
    expect(shown()).toEqual({ value: 'choosing', lists: [...LISTS, created], selectedId: 'l3' });
  });
  it('a list the server gives back again replaces its old copy', async () => {
    const { actor, settle, shown } = await choosing();
    actor.send({ type: 'create', name: 'Favourites' });
    const again = { id: 'l1', name: 'Favourites', companyIds: [] };
    await settle('createList', again);
    expect(shown()).toEqual({ value: 'choosing', lists: [LISTS[1], again], selectedId: 'l1' });
  });
  it('a refused create stays open with the lists as they were and the error', async () => {
    const { actor, fail, shown, notices } = await choosing();
    actor.send({ type: 'select', id: 'l2' });
    actor.send({ type: 'create', name: 'New list' });
    await fail('createList', 'Name is required');
    expect(shown()).toEqual({ value: 'choosing', lists: LISTS, selectedId: 'l2' });
    expect(notices).toEqual([{ message: 'Name is required', status: 'error' }]);
  });
});

describe('watchlist-add machine: the message of a failure', () => {
  it.each(failures('Service unavailable'))('%s', async (_n, error, message) => {
    const { actor, fail, notices } = start();
    actor.send({ type: 'open' });
    await fail('loadLists', error);
    expect(notices).toEqual([{ message, status: 'error' }]);
  });
});
