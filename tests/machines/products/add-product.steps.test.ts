// Step tests of the add-product machine: the context after each event (form, field errors, images, product,
// progress, message), the input of each call, the upload's progress callback, reloads, and a full reset.
import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT_FORM, PRODUCT_MESSAGES } from '../../../src/domain/companies/products';
import type { Product } from '../../../src/domain/companies/types';
import { addProductMachine, type UploadImagesInput } from '../../../src/machines/products/add-product.machine';
import { stepActor } from '../harness';

const blobs = (n: number, tag = 'img') => Array.from({ length: n }, (_, i) => new Blob([`${tag}-${i}`], { type: 'image/png' }));
const PRODUCT: Product = { id: 'p7', companyId: 'c2', companyProfileName: 'pine', companyName: 'Pine', name: 'Chair', sku: 'C-1', service: true, description: 'Oak', deactivated: false, images: [], createdAt: 1 };
const WITH_IMAGES: Product = { ...PRODUCT, images: [{ id: 'i1', path: '/i1' }] } as Product;
const FRESH = { companyId: 'c2', form: EMPTY_PRODUCT_FORM, errors: {}, files: [], product: null, progress: 0, error: null };

function start() {
  let changed = 0;
  const t = stepActor(addProductMachine, ['createProduct', 'uploadImages'], { input: { companyId: 'c2' }, actions: { changed: () => void changed++ } });
  const { actor } = t;
  const fill = () => {
    actor.send({ type: 'field.change', field: 'name', value: ' Chair ' });
    actor.send({ type: 'field.change', field: 'sku', value: ' C-1 ' });
    actor.send({ type: 'field.change', field: 'description', value: 'Oak' });
    actor.send({ type: 'service.change', service: true });
  };
  const FORM = { name: ' Chair ', sku: ' C-1 ', service: true, description: 'Oak' };
  return { ...t, fill, FORM, changes: () => changed };
}

describe('add-product machine: each step', () => {
  it('starts editing an empty form for its company', () => {
    expect(start().view()).toEqual({ value: 'editing', context: FRESH });
  });

  it('a wrong submit puts errors on the fields; changing a field clears only its own error', () => {
    const { actor, view, fakes } = start();
    actor.send({ type: 'submit' });
    expect(view()).toEqual({ value: 'editing', context: { ...FRESH, errors: { name: PRODUCT_MESSAGES.nameRequired, sku: PRODUCT_MESSAGES.skuRequired } } });
    actor.send({ type: 'field.change', field: 'name', value: 'Chair' });
    expect(view().context).toEqual({ ...FRESH, form: { ...EMPTY_PRODUCT_FORM, name: 'Chair' }, errors: { sku: PRODUCT_MESSAGES.skuRequired } });
    actor.send({ type: 'field.change', field: 'sku', value: 'bad sku' });
    actor.send({ type: 'submit' });
    expect(view().context.errors).toEqual({ sku: PRODUCT_MESSAGES.skuPattern });
    expect(fakes.inputs.size).toBe(0);
  });

  it('keeps every field and the service switch both ways', () => {
    const { actor, view, fill, FORM } = start();
    fill();
    expect(view().context.form).toEqual(FORM);
    actor.send({ type: 'service.change', service: false });
    expect(view().context.form).toEqual({ ...FORM, service: false });
  });

  it('adds images in order up to 16, refuses more with the message and keeps the others; removing drops only that one', () => {
    const { actor, view } = start();
    const first = blobs(14, 'a');
    const second = blobs(2, 'b');
    actor.send({ type: 'files.add', files: first });
    actor.send({ type: 'files.add', files: blobs(3, 'c') });
    expect(view().context).toMatchObject({ files: first, error: PRODUCT_MESSAGES.tooManyImages });
    actor.send({ type: 'files.add', files: second });
    expect(view().context).toMatchObject({ files: [...first, ...second], error: null });
    actor.send({ type: 'files.add', files: blobs(1, 'd') });
    expect(view().context.error).toBe(PRODUCT_MESSAGES.tooManyImages);
    actor.send({ type: 'files.remove', index: 1 });
    expect(view().context).toMatchObject({ files: [first[0], ...first.slice(2), ...second], error: null });
  });

  it('creates the trimmed product for its company, then uploads its images with progress, reloading after each', async () => {
    const t = start();
    const files = blobs(2);
    t.fill();
    t.actor.send({ type: 'files.add', files: blobs(17) });
    t.actor.send({ type: 'files.add', files });
    t.actor.send({ type: 'submit' });
    expect(t.view()).toEqual({ value: 'creating', context: { ...FRESH, form: t.FORM, files } });
    expect(t.fakes.inputs.get('createProduct')).toEqual([{ companyId: 'c2', name: 'Chair', sku: 'C-1', service: true, description: 'Oak' }]);
    await t.settle('createProduct', PRODUCT);
    expect(t.changes()).toBe(1);
    expect(t.view()).toEqual({ value: 'uploading', context: { ...FRESH, form: t.FORM, files, product: PRODUCT } });
    const input = t.fakes.inputs.get('uploadImages')![0] as UploadImagesInput;
    expect([input.id, input.files]).toEqual(['p7', files]);
    input.onProgress(0.3);
    expect(t.view().context.progress).toBe(0.3);
    t.actor.send({ type: 'upload.progress', fraction: 2 });
    expect(t.view().context.progress).toBe(1);
    t.actor.send({ type: 'upload.progress', fraction: -1 });
    expect(t.view().context.progress).toBe(0);
    await t.settle('uploadImages', WITH_IMAGES);
    expect(t.changes()).toBe(2);
    expect(t.view()).toEqual({ value: 'done', context: { ...FRESH, form: t.FORM, files, product: WITH_IMAGES, progress: 1 } });
    t.actor.send({ type: 'again' });
    expect(t.view()).toEqual({ value: 'editing', context: FRESH });
  });

  it('without images the created product is done at once', async () => {
    const t = start();
    t.fill();
    t.actor.send({ type: 'submit' });
    await t.settle('createProduct', PRODUCT);
    expect(t.changes()).toBe(1);
    expect(t.view()).toEqual({ value: 'done', context: { ...FRESH, form: t.FORM, product: PRODUCT } });
    expect(t.fakes.inputs.has('uploadImages')).toBe(false);
  });

  it('a refused product goes back to the form with its message, or the fallback; a good submit clears it', async () => {
    for (const [error, message] of [[{ status: 409, message: 'SKU taken' }, 'SKU taken'], [{}, 'Could not add the product']] as const) {
      const t = start();
      t.fill();
      t.actor.send({ type: 'submit' });
      await t.fail('createProduct', error);
      expect(t.view()).toEqual({ value: 'editing', context: { ...FRESH, form: t.FORM, error: message } });
      expect(t.changes()).toBe(0);
      t.actor.send({ type: 'submit' });
      expect(t.view()).toEqual({ value: 'creating', context: { ...FRESH, form: t.FORM } });
    }
  });

  it('a failed upload says why (or the fallback); retry starts again from 0 without it, skip ends with the product', async () => {
    for (const [error, message] of [[{ status: 413, message: 'too large' }, 'too large'], [null, 'Upload failed']] as const) {
      const t = start();
      const files = blobs(1);
      t.fill();
      t.actor.send({ type: 'files.add', files });
      t.actor.send({ type: 'submit' });
      await t.settle('createProduct', PRODUCT);
      t.actor.send({ type: 'upload.progress', fraction: 0.5 });
      await t.fail('uploadImages', error);
      expect(t.view()).toEqual({ value: 'uploadFailed', context: { ...FRESH, form: t.FORM, files, product: PRODUCT, progress: 0.5, error: message } });
      t.actor.send({ type: 'retry' });
      expect(t.view()).toEqual({ value: 'uploading', context: { ...FRESH, form: t.FORM, files, product: PRODUCT } });
      expect(t.fakes.inputs.get('uploadImages')).toHaveLength(2);
      await t.fail('uploadImages', error);
      t.actor.send({ type: 'skip' });
      expect(t.view()).toEqual({ value: 'done', context: { ...FRESH, form: t.FORM, files, product: PRODUCT, error: message } });
      expect(t.changes()).toBe(1);
    }
  });
});
