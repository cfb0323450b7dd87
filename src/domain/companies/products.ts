// Pure rules of products, product menus and RFQs (spec 2 "Product menu page", 8, 9): form checks, labels,
// image limits and the menu page size.
import { formatDay } from '../shared/dates';
import { MESSAGES, PRODUCT_IMAGE_LIMIT } from './rules';
import type { Product } from './types';

export const MENU_PAGE_SIZE = 16;
export const PRODUCT_DESCRIPTION_MAX = 1000;
export const RFQ_DESCRIPTION_MAX = 1000;

export const PRODUCT_MESSAGES = {
  ...MESSAGES,
  nameRequired: 'Name is required',
  skuRequired: 'SKU is required',
  skuPattern: 'SKU: letters, digits, dot, dash and underscore only',
  descriptionTooLong: `you have pasted/written more than ${PRODUCT_DESCRIPTION_MAX} characters, below description will not save`,
  tooManyImages: `A product has at most ${PRODUCT_IMAGE_LIMIT} images`,
  titleRequired: 'Title is required',
  noCompany: "You don't have any company...",
  noProducts: 'No products yet.',
  noMenus: 'No menus yet.',
  productNotFound: 'Product not found',
  rfqNotFound: 'RFQ not found',
} as const;

export type ProductKind = 'Product' | 'Service';
export const productKind = (p: Pick<Product, 'service'>): ProductKind => (p.service ? 'Service' : 'Product');

export type ProductForm = { name: string; sku: string; service: boolean; description: string };
export const EMPTY_PRODUCT_FORM: ProductForm = { name: '', sku: '', service: false, description: '' };
export type ProductFormErrors = Partial<Record<keyof ProductForm, string>>;

const SKU_PATTERN = /^[A-Za-z0-9._-]+$/;

/** The same rules as the server's, so the form can say what is wrong before sending. */
export function validateProductForm(f: ProductForm): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (f.name.trim() === '') errors.name = PRODUCT_MESSAGES.nameRequired;
  else if (f.name.trim().length > 200) errors.name = 'Name: at most 200 characters';
  const sku = f.sku.trim();
  if (sku === '') errors.sku = PRODUCT_MESSAGES.skuRequired;
  else if (sku.length > 60) errors.sku = 'SKU: at most 60 characters';
  else if (!SKU_PATTERN.test(sku)) errors.sku = PRODUCT_MESSAGES.skuPattern;
  if (f.description.length > PRODUCT_DESCRIPTION_MAX) errors.description = PRODUCT_MESSAGES.descriptionTooLong;
  return errors;
}

export const productInputOf = (f: ProductForm) => ({ name: f.name.trim(), sku: f.sku.trim(), service: f.service, description: f.description });

/** How many more images a product may take (spec 9: at most 16). */
export const imageSlotsLeft = (existing: number) => Math.max(0, PRODUCT_IMAGE_LIMIT - existing);

/** null when `adding` more images fit beside `existing` ones, else the message to show. */
export function imageSelectionError(existing: number, adding: number): string | null {
  return adding > imageSlotsLeft(existing) ? PRODUCT_MESSAGES.tooManyImages : null;
}

/** The day something was listed, in the app's one date format ('Nov 22, 2026', the reader's locale and zone). */
export const listedDate = formatDay;

/** skip/limit of a 1-based page. */
export const pageWindow = (page: number, size: number) => ({ skip: Math.max(0, page - 1) * size, limit: size });
