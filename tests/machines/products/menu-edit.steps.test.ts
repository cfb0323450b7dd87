// Step tests of the menu-edit machine: the context after each event (selection, product waiting for the confirm,
// message), the input of each call, the alerts shown (spec words) and the reloads after a landed change.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/domain/companies/rules';
import { MENU_EDIT_NOTICES, menuEditMachine, type Announcement } from '../../../src/machines/products/menu-edit.machine';
import { stepActor } from '../harness';

const FRESH = { menuId: 'm4', selected: [], pendingRemove: null, error: null };

function start() {
  const said: Announcement[] = [];
  let changed = 0;
  const t = stepActor(menuEditMachine, ['addItems', 'removeItem', 'confirmRemove'], { input: { menuId: 'm4' }, actions: { announce: (_: unknown, p: Announcement) => void said.push(p), changed: () => void changed++ } });
  return { ...t, said, changes: () => changed };
}

const toggle = (t: ReturnType<typeof start>, ...ids: string[]) => ids.forEach((productId) => t.actor.send({ type: 'add.toggle', productId }));

describe('menu-edit machine: each step', () => {
  it('speaks the spec words', () => {
    expect([MESSAGES.selectProducts, MESSAGES.areYouSure, MESSAGES.productRemoved]).toEqual(['Please select products to add', 'Are you sure?', 'Product removed from the menu successfully']);
    expect(MENU_EDIT_NOTICES.added).toBe('Products added to the menu');
  });

  it('starts idle for its menu; the picker opens with nothing ticked', () => {
    const t = start();
    expect(t.view()).toEqual({ value: 'idle', context: FRESH });
    t.actor.send({ type: 'add.open' });
    expect(t.view()).toEqual({ value: 'picking', context: FRESH });
  });

  it('ticks and unticks products, keeping the order; submitting none warns and a tick clears the warning', () => {
    const t = start();
    t.actor.send({ type: 'add.open' });
    t.actor.send({ type: 'add.submit' });
    expect(t.view()).toEqual({ value: 'picking', context: { ...FRESH, error: MESSAGES.selectProducts } });
    expect(t.said).toEqual([{ message: MESSAGES.selectProducts, status: 'warning' }]);
    toggle(t, 'p1', 'p2', 'p3');
    expect(t.view().context).toEqual({ ...FRESH, selected: ['p1', 'p2', 'p3'] });
    toggle(t, 'p2');
    expect(t.view().context.selected).toEqual(['p1', 'p3']);
    t.actor.send({ type: 'add.cancel' });
    expect(t.view()).toEqual({ value: 'idle', context: FRESH });
    t.actor.send({ type: 'add.open' });
    expect(t.view().context.selected).toEqual([]);
    expect(t.fakes.inputs.has('addItems')).toBe(false);
  });

  it('adds the ticked products to its menu, says so, forgets the selection and reloads', async () => {
    const t = start();
    t.actor.send({ type: 'add.open' });
    toggle(t, 'p1', 'p2');
    t.actor.send({ type: 'add.submit' });
    expect(t.view()).toEqual({ value: 'adding', context: { ...FRESH, selected: ['p1', 'p2'] } });
    expect(t.fakes.inputs.get('addItems')).toEqual([{ menuId: 'm4', productIds: ['p1', 'p2'] }]);
    await t.settle('addItems', {});
    expect(t.view()).toEqual({ value: 'idle', context: FRESH });
    expect(t.said).toEqual([{ message: MENU_EDIT_NOTICES.added, status: 'success' }]);
    expect(t.changes()).toBe(1);
  });

  it('a refused add goes back to the picker with the selection, showing why (or the fallback); opening again clears it', async () => {
    for (const [error, message] of [[{ status: 400, message: 'not yours' }, 'not yours'], [{}, 'Could not add the products']] as const) {
      const t = start();
      t.actor.send({ type: 'add.open' });
      toggle(t, 'p1', 'p2');
      t.actor.send({ type: 'add.submit' });
      await t.fail('addItems', error);
      expect(t.view()).toEqual({ value: 'picking', context: { ...FRESH, selected: ['p1', 'p2'], error: message } });
      expect(t.said).toEqual([{ message, status: 'error' }]);
      expect(t.changes()).toBe(0);
      t.actor.send({ type: 'add.cancel' });
      expect(t.view()).toEqual({ value: 'idle', context: FRESH });
    }
  });

  it('removing asks "Are you sure?"; OK removes that product of its menu, says so and reloads', async () => {
    const t = start();
    t.actor.send({ type: 'remove', productId: 'p9' });
    expect(t.view()).toEqual({ value: 'confirming', context: { ...FRESH, pendingRemove: 'p9' } });
    expect(t.fakes.inputs.get('confirmRemove')).toEqual([{ message: MESSAGES.areYouSure }]);
    await t.settle('confirmRemove', true);
    expect(t.view()).toEqual({ value: 'removing', context: { ...FRESH, pendingRemove: 'p9' } });
    expect(t.fakes.inputs.get('removeItem')).toEqual([{ menuId: 'm4', productId: 'p9' }]);
    await t.settle('removeItem', {});
    expect(t.view()).toEqual({ value: 'idle', context: FRESH });
    expect(t.said).toEqual([{ message: MESSAGES.productRemoved, status: 'success' }]);
    expect(t.changes()).toBe(1);
  });

  it('anything but OK (cancel, a non-true answer, a closed dialog) keeps the product', async () => {
    for (const [how, value] of [['resolve', false], ['resolve', 'yes'], ['reject', new Error('closed')]] as const) {
      const t = start();
      t.actor.send({ type: 'remove', productId: 'p9' });
      await (how === 'resolve' ? t.settle : t.fail)('confirmRemove', value);
      expect(t.view()).toEqual({ value: 'idle', context: FRESH });
      expect(t.fakes.inputs.has('removeItem')).toBe(false);
      expect(t.said).toEqual([]);
    }
  });

  it('a failed remove says why (or the fallback) and forgets the product; the next remove or picker clears the message', async () => {
    for (const [error, message] of [[{ status: 404, message: 'not in the menu' }, 'not in the menu'], ['', 'Could not remove the product']] as const) {
      const t = start();
      t.actor.send({ type: 'remove', productId: 'p9' });
      await t.settle('confirmRemove', true);
      await t.fail('removeItem', error);
      expect(t.view()).toEqual({ value: 'idle', context: { ...FRESH, error: message } });
      expect(t.said).toEqual([{ message, status: 'error' }]);
      expect(t.changes()).toBe(0);
      t.actor.send({ type: 'remove', productId: 'p8' });
      expect(t.view()).toEqual({ value: 'confirming', context: { ...FRESH, pendingRemove: 'p8' } });
    }
    const t = start();
    t.actor.send({ type: 'remove', productId: 'p9' });
    await t.settle('confirmRemove', true);
    await t.fail('removeItem', {});
    t.actor.send({ type: 'add.open' });
    expect(t.view()).toEqual({ value: 'picking', context: FRESH });
  });
});
