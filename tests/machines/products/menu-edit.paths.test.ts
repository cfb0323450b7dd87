// Path tests generated from the menu-edit machine's graph, replayed with fake effects: adding needs a
// selection ('Please select products to add'), removing passes through 'Are you sure?' and announces
// 'Product removed from the menu successfully'; the page reloads only after a change landed.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { MESSAGES } from '../../../src/domain/companies/rules';
import { MENU_EDIT_NOTICES, menuEditMachine, type Announcement } from '../../../src/machines/products/menu-edit.machine';
import { controllableActors, itTakesEveryTransition, pathName, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';

const events = [
  { type: 'add.open' },
  { type: 'add.toggle', productId: 'p1' },
  { type: 'add.toggle', productId: 'p2' },
  { type: 'add.submit' },
  { type: 'add.cancel' },
  { type: 'xstate.done.actor.addItems', output: {} },
  { type: 'xstate.error.actor.addItems', error: { status: 400, message: 'productIds: only products of this company can be added' } },
  { type: 'remove', productId: 'p9' },
  { type: 'xstate.done.actor.confirmRemove', output: true },
  { type: 'xstate.done.actor.confirmRemove', output: false },
  { type: 'xstate.error.actor.confirmRemove', error: new Error('the dialog was closed') },
  { type: 'xstate.done.actor.removeItem', output: {} },
  { type: 'xstate.error.actor.removeItem', error: { status: 404, message: 'This product is not in the menu' } },
];

const paths = transitionPaths(menuEditMachine, { events: events as never, input: { menuId: 'm1' } });

const coverage = transitionCoverage(menuEditMachine);
describe('menu-edit machine: every shortest path', () => {
  it('reaches every resting state', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect([...reached].sort()).toEqual(restingLeafValues(menuEditMachine).sort());
  });

  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
    const fakes = controllableActors(['addItems', 'removeItem', 'confirmRemove']);
    const said: Announcement[] = [];
    let changed = 0;
    const actor = createActor(
      menuEditMachine.provide({ actors: fakes.actors as never, actions: { announce: (_, p: Announcement) => void said.push(p), changed: () => void changed++ } }),
      { input: { menuId: 'm1' }, inspect: coverage.inspect },
    ).start();
    await replay(actor, fakes, path.steps as never);
    const types: string[] = path.steps.map((s) => s.event.type);
    const last = path.steps.at(-1)!.event as { type: string; output?: unknown; error?: { message: string } };
    const ctx = actor.getSnapshot().context;
    // the server is asked to add only a non-empty selection, and only what was ticked
    for (const input of (fakes.inputs.get('addItems') ?? []) as { menuId: string; productIds: string[] }[]) {
      expect(input.menuId).toBe('m1');
      expect(input.productIds.length).toBeGreaterThan(0);
    }
    // a remove is asked only after the confirm answered OK
    const removes = (fakes.inputs.get('removeItem') ?? []) as { productId: string }[];
    expect(removes.length).toBe(path.steps.filter((s) => (s.event.type as string) === 'xstate.done.actor.confirmRemove' && (s.event as { output?: unknown }).output === true).length);
    for (const r of removes) expect(r.productId).toBe('p9');
    if (types.includes('remove')) expect((fakes.inputs.get('confirmRemove') ?? [])[0]).toEqual({ message: MESSAGES.areYouSure });
    if (last.type === 'add.submit' && actor.getSnapshot().matches('picking')) {
      expect(ctx.error).toBe(MESSAGES.selectProducts);
      expect(said.at(-1)).toEqual({ message: MESSAGES.selectProducts, status: 'warning' });
    }
    if (last.type === 'xstate.done.actor.removeItem') expect(said.at(-1)).toEqual({ message: MESSAGES.productRemoved, status: 'success' });
    if (last.type === 'xstate.done.actor.addItems') expect(said.at(-1)).toEqual({ message: MENU_EDIT_NOTICES.added, status: 'success' });
    // a failed call shows its message; a confirm dialog that fails counts as 'no'
    if (last.type === 'xstate.error.actor.confirmRemove') expect([ctx.error, ctx.pendingRemove, fakes.inputs.has('removeItem')]).toEqual([null, null, false]);
    else if (last.type.startsWith('xstate.error.actor.')) expect(ctx.error).toBe(last.error!.message);
    expect(changed).toBe(types.filter((t) => t === 'xstate.done.actor.addItems' || t === 'xstate.done.actor.removeItem').length);
  });
  itTakesEveryTransition(coverage);
});

it('submitting with nothing ticked stays in the picker and calls nothing', () => {
  const fakes = controllableActors(['addItems', 'removeItem', 'confirmRemove']);
  const actor = createActor(menuEditMachine.provide({ actors: fakes.actors as never }), { input: { menuId: 'm1' } }).start();
  actor.send({ type: 'add.open' });
  actor.send({ type: 'add.toggle', productId: 'p1' });
  actor.send({ type: 'add.toggle', productId: 'p1' });
  actor.send({ type: 'add.submit' });
  expect(actor.getSnapshot().value).toBe('picking');
  expect(fakes.inputs.has('addItems')).toBe(false);
});
