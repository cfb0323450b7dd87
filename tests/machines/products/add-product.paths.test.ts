// Path tests generated from the add-product machine's graph, replayed with fake effects: an invalid form is
// never sent, images above 16 are refused before any call, the product is created before its images are
// uploaded (with progress), and a failed upload can be retried or skipped.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { PRODUCT_MESSAGES } from '../../../src/domain/companies/products';
import type { Product } from '../../../src/domain/companies/types';
import { addProductMachine, type UploadImagesInput } from '../../../src/machines/products/add-product.machine';
import { controllableActors, itTakesEveryTransition, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';

const blobs = (n: number) => Array.from({ length: n }, (_, i) => new Blob([`img-${i}`], { type: 'image/png' }));
const PRODUCT: Product = { id: 'p1', companyId: 'c1', companyProfileName: 'pine', companyName: 'Pine', name: 'Chair', sku: 'C-1', service: false, description: '', deactivated: false, images: [], createdAt: 1 };

const events = [
  { type: 'field.change', field: 'name', value: 'Chair' },
  { type: 'field.change', field: 'sku', value: 'C-1' },
  { type: 'field.change', field: 'sku', value: 'bad sku' },
  { type: 'service.change', service: true },
  { type: 'files.add', files: blobs(1) },
  { type: 'files.add', files: blobs(17) },
  { type: 'files.remove', index: 0 },
  { type: 'submit' },
  { type: 'xstate.done.actor.createProduct', output: PRODUCT },
  { type: 'xstate.error.actor.createProduct', error: { status: 409, message: "SKU 'C-1' is already used by another product of this company" } },
  { type: 'upload.progress', fraction: 0.5 },
  { type: 'xstate.done.actor.uploadImages', output: { ...PRODUCT, images: [{ id: 'i1', path: '/x' }] } },
  { type: 'xstate.error.actor.uploadImages', error: { status: 413, message: 'files: an image is larger than 5 MB' } },
  { type: 'retry' },
  { type: 'skip' },
  { type: 'again' },
];

// how many images are picked matters only as none or some (the 16 limit is met by the 17-image add)
type Snap = { value: unknown; context: { files: Blob[] } };
const collapsed = (s: Snap) => JSON.stringify({ v: s.value, c: { ...s.context, files: s.context.files.length > 0 } });
const paths = transitionPaths(addProductMachine, { events: events as never, input: { companyId: 'c1' }, serializeState: collapsed });

const coverage = transitionCoverage(addProductMachine);
describe('add-product machine: every shortest path', () => {
  it('reaches every resting state', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect([...reached].sort()).toEqual(restingLeafValues(addProductMachine).sort());
  });

  it.each(paths.map((p) => [p.steps.map((s) => `${s.event.type.replace('xstate.', '')}${'value' in s.event ? `(${String(s.event.value)})` : ''}`).join(' > '), p] as const))('%s', async (_n, path) => {
    const fakes = controllableActors(['createProduct', 'uploadImages']);
    let changed = 0;
    const actor = createActor(addProductMachine.provide({ actors: fakes.actors as never, actions: { changed: () => void changed++ } }), { input: { companyId: 'c1' }, inspect: coverage.inspect }).start();
    await replay(actor, fakes, path.steps as never, { view: (s) => collapsed(s as Snap) });
    const ctx = actor.getSnapshot().context;
    const types: string[] = path.steps.map((s) => s.event.type);
    // only a valid form is sent, trimmed, for the owner's company
    for (const input of (fakes.inputs.get('createProduct') ?? []) as { companyId: string; name: string; sku: string }[]) {
      expect(input).toMatchObject({ companyId: 'c1', name: 'Chair', sku: 'C-1' });
    }
    // images go up only after the product exists, to that product, never more than 16
    for (const input of (fakes.inputs.get('uploadImages') ?? []) as UploadImagesInput[]) {
      expect(input.id).toBe('p1');
      expect(input.files.length).toBeGreaterThan(0);
      expect(input.files.length).toBeLessThanOrEqual(16);
    }
    expect(ctx.files.length).toBeLessThanOrEqual(16);
    const last = path.steps.at(-1)!.event as { type: string; files?: Blob[]; error?: { message: string } };
    if (last.type === 'files.add' && last.files!.length === 17) expect(ctx.error).toBe(PRODUCT_MESSAGES.tooManyImages);
    if (last.type === 'submit' && actor.getSnapshot().matches('editing')) {
      expect(Object.keys(ctx.errors).length).toBeGreaterThan(0);
      expect(fakes.pending.has('createProduct')).toBe(false);
    }
    if (last.type === 'upload.progress') expect(ctx.progress).toBe(0.5);
    if (last.type.startsWith('xstate.error.actor.')) expect(ctx.error).toBe(last.error!.message);
    expect(changed).toBe(types.filter((t) => t === 'xstate.done.actor.createProduct' || t === 'xstate.done.actor.uploadImages').length);
  });
  itTakesEveryTransition(coverage);
});

it('an empty form shows both required messages and calls nothing', () => {
  const fakes = controllableActors(['createProduct', 'uploadImages']);
  const actor = createActor(addProductMachine.provide({ actors: fakes.actors as never }), { input: { companyId: 'c1' } }).start();
  actor.send({ type: 'submit' });
  expect(actor.getSnapshot().context.errors).toEqual({ name: PRODUCT_MESSAGES.nameRequired, sku: PRODUCT_MESSAGES.skuRequired });
  expect(fakes.inputs.size).toBe(0);
});

it('the upload actor reports progress through the callback it is given', async () => {
  const actor = createActor(addProductMachine.provide({
    actors: {
      createProduct: (await import('xstate')).fromPromise(async () => PRODUCT),
      uploadImages: (await import('xstate')).fromPromise<typeof PRODUCT, UploadImagesInput>(async ({ input }) => {
        input.onProgress(0.25);
        await new Promise((r) => setTimeout(r, 0));
        return PRODUCT;
      }),
    },
  }), { input: { companyId: 'c1' } }).start();
  const seen: number[] = [];
  actor.subscribe((s) => seen.push(s.context.progress));
  actor.send({ type: 'field.change', field: 'name', value: 'Chair' });
  actor.send({ type: 'field.change', field: 'sku', value: 'C-1' });
  actor.send({ type: 'files.add', files: blobs(2) });
  actor.send({ type: 'submit' });
  await (await import('xstate')).waitFor(actor, (s) => s.matches('done'));
  expect(seen).toContain(0.25);
  expect(actor.getSnapshot().context.progress).toBe(1);
});
