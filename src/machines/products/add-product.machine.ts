// The owner adds a product or service (spec 2 "/me/products"): name, SKU, type, description, up to 16 images.
// The product is created first, then its images are uploaded with progress; a failed upload can be retried
// or skipped (the product exists already). Effects are actors the UI supplies.
import { assign, fromPromise, setup } from 'xstate';
import {
  EMPTY_PRODUCT_FORM, imageSelectionError, productInputOf, validateProductForm,
  type ProductForm, type ProductFormErrors,
} from '../../domain/companies/products';
import type { Product } from '../../domain/companies/types';
import { errorInfo } from '../identity/errors';
import { notProvided } from '../shared/not-provided';

export type AddProductContext = {
  companyId: string;
  form: ProductForm;
  errors: ProductFormErrors;
  files: Blob[];
  product: Product | null;
  /** 0..1 while uploading */
  progress: number;
  error: string | null;
};

export type AddProductEvent =
  | { type: 'field.change'; field: 'name' | 'sku' | 'description'; value: string }
  | { type: 'service.change'; service: boolean }
  | { type: 'files.add'; files: Blob[] }
  | { type: 'files.remove'; index: number }
  | { type: 'submit' }
  | { type: 'upload.progress'; fraction: number }
  | { type: 'retry' }
  | { type: 'skip' }
  | { type: 'again' };

export type CreateProductInput = { companyId: string; name: string; sku: string; service: boolean; description: string };
export type UploadImagesInput = { id: string; files: Blob[]; onProgress(fraction: number): void };

export const addProductMachine = setup({
  types: {
    context: {} as AddProductContext,
    events: {} as AddProductEvent,
    input: {} as { companyId: string },
  },
  actors: {
    createProduct: fromPromise<Product, CreateProductInput>(notProvided('add-product', 'createProduct')),
    uploadImages: fromPromise<Product, UploadImagesInput>(notProvided('add-product', 'uploadImages')),
  },
  actions: {
    /** a product was created or got its images: the list reloads */
    changed: () => {},
  },
  guards: {
    formValid: ({ context }) => Object.keys(validateProductForm(context.form)).length === 0,
    hasFiles: ({ context }) => context.files.length > 0,
    filesFit: ({ context, event }) => event.type === 'files.add' && imageSelectionError(context.files.length, event.files.length) === null,
  },
}).createMachine({
  id: 'addProduct',
  context: ({ input }) => ({ companyId: input.companyId, form: EMPTY_PRODUCT_FORM, errors: {}, files: [], product: null, progress: 0, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }),
            errors: ({ context, event }) => ({ ...context.errors, [event.field]: undefined }),
          }),
        },
        'service.change': { actions: assign({ form: ({ context, event }) => ({ ...context.form, service: event.service }) }) },
        'files.add': [
          { guard: 'filesFit', actions: assign({ files: ({ context, event }) => [...context.files, ...event.files], error: null }) },
          { actions: assign({ error: ({ context, event }) => imageSelectionError(context.files.length, event.files.length) }) },
        ],
        'files.remove': { actions: assign({ files: ({ context, event }) => context.files.filter((_, i) => i !== event.index), error: null }) },
        submit: [
          { guard: 'formValid', target: 'creating', actions: assign({ errors: {}, error: null }) },
          { actions: assign({ errors: ({ context }) => validateProductForm(context.form) }) },
        ],
      },
    },
    creating: {
      invoke: {
        id: 'createProduct',
        src: 'createProduct',
        input: ({ context }) => ({ companyId: context.companyId, ...productInputOf(context.form) }),
        onDone: [
          { guard: 'hasFiles', target: 'uploading', actions: [assign({ product: ({ event }) => event.output }), 'changed'] },
          { target: 'done', actions: [assign({ product: ({ event }) => event.output }), 'changed'] },
        ],
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorInfo(event.error, 'Could not add the product').message }) },
      },
    },
    uploading: {
      entry: assign({ progress: 0, error: null }),
      on: { 'upload.progress': { actions: assign({ progress: ({ event }) => Math.min(1, Math.max(0, event.fraction)) }) } },
      invoke: {
        id: 'uploadImages',
        src: 'uploadImages',
        input: ({ context, self }) => ({
          id: context.product?.id ?? '',
          files: context.files,
          onProgress: (fraction: number) => self.send({ type: 'upload.progress', fraction }),
        }),
        onDone: { target: 'done', actions: [assign({ product: ({ event }) => event.output, progress: 1 }), 'changed'] },
        onError: { target: 'uploadFailed', actions: assign({ error: ({ event }) => errorInfo(event.error, 'Upload failed').message }) },
      },
    },
    uploadFailed: {
      on: { retry: 'uploading', skip: 'done' },
    },
    done: {
      on: { again: { target: 'editing', actions: assign({ form: EMPTY_PRODUCT_FORM, errors: {}, files: [], product: null, progress: 0, error: null }) } },
    },
  },
});
