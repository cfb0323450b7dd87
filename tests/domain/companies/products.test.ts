// Product rules (spec 2 "Product menu page", 8, 9), the member intro's steps (spec 2), the admin's resource
// limits and the scrubbing of secrets from error reports.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PRODUCT_FORM, imageSelectionError, imageSlotsLeft, listedDate, pageWindow, PRODUCT_MESSAGES, productInputOf, productKind, validateProductForm,
} from '../../../src/domain/companies/products';
import { INTRO_STEPS, parseIntroStep, resumeStep, stepId } from '../../../src/domain/identity/intro';
import { DEFAULT_RESOURCE_LIMITS, limitMessages, RESOURCE_LIMITS } from '../../../src/domain/admin/limits';
import { scrubSecrets } from '../../../src/domain/admin/scrub';

describe('products', () => {
  it('a product form: name and SKU required, lengths, the SKU\'s characters, the description\'s length', () => {
    const ok = { name: ' Bolt ', sku: ' B-1.x_2 ', service: false, description: 'x'.repeat(1000) };
    expect(validateProductForm(ok)).toEqual({});
    expect(validateProductForm(EMPTY_PRODUCT_FORM)).toEqual({ name: 'Name is required', sku: 'SKU is required' });
    expect(validateProductForm({ ...ok, name: '   ', sku: '  ' })).toEqual({ name: PRODUCT_MESSAGES.nameRequired, sku: PRODUCT_MESSAGES.skuRequired });
    expect(validateProductForm({ ...ok, name: 'x'.repeat(200), sku: 'y'.repeat(60) })).toEqual({});
    expect(validateProductForm({ ...ok, name: 'x'.repeat(201), sku: 'y'.repeat(61) })).toEqual({ name: 'Name: at most 200 characters', sku: 'SKU: at most 60 characters' });
    expect(validateProductForm({ ...ok, sku: 'a b' })).toEqual({ sku: 'SKU: letters, digits, dot, dash and underscore only' });
    expect(validateProductForm({ ...ok, sku: 'ab/' })).toEqual({ sku: PRODUCT_MESSAGES.skuPattern });
    expect(validateProductForm({ ...ok, description: 'x'.repeat(1001) })).toEqual({ description: 'you have pasted/written more than 1000 characters, below description will not save' });
    expect(productInputOf(ok)).toEqual({ name: 'Bolt', sku: 'B-1.x_2', service: false, description: ok.description });
  });
  it('kind, image slots (at most 16), listed date, page window', () => {
    expect([productKind({ service: true }), productKind({ service: false })]).toEqual(['Service', 'Product']);
    expect([imageSlotsLeft(0), imageSlotsLeft(15), imageSlotsLeft(16), imageSlotsLeft(20)]).toEqual([16, 1, 0, 0]);
    expect(imageSelectionError(10, 6)).toBeNull();
    expect(imageSelectionError(10, 7)).toBe('A product has at most 16 images');
    expect(listedDate(Date.UTC(2026, 10, 22, 12, 0))).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(Date.UTC(2026, 10, 22, 12, 0)));
    expect(pageWindow(1, 16)).toEqual({ skip: 0, limit: 16 });
    expect(pageWindow(3, 16)).toEqual({ skip: 32, limit: 16 });
    expect(pageWindow(0, 16)).toEqual({ skip: 0, limit: 16 });
  });
});

describe('the member intro', () => {
  it('four steps; a step number from a link or the store, else the first', () => {
    expect(INTRO_STEPS.map((s) => s.id)).toEqual(['profile', 'company', 'interests', 'network']);
    expect([parseIntroStep('2'), parseIntroStep(' 4 '), parseIntroStep('5'), parseIntroStep('0'), parseIntroStep('2a'), parseIntroStep(''), parseIntroStep(null), parseIntroStep(undefined)])
      .toEqual([2, 4, null, null, null, null, null, null]);
    expect(resumeStep('3', '2')).toBe(3);
    expect(resumeStep('x', '2')).toBe(2);
    expect(resumeStep(null, null)).toBe(1);
    expect([stepId(1), stepId(4)]).toEqual(['profile', 'network']);
  });
});

describe('resource limits and error reports', () => {
  it('defaults per limit, and the messages of a limit reached', () => {
    expect(DEFAULT_RESOURCE_LIMITS).toEqual({ productsPerCompany: 1000, imagesPerProduct: 16, groupsPerUser: 1000, uploadMb: 5, chatFileMb: 10 });
    expect(RESOURCE_LIMITS.every((l) => (l.min ?? 0) <= l.default && l.default <= l.max)).toBe(true);
    expect([limitMessages.uploadMb(3), limitMessages.chatFileMb(8)])
      .toEqual(['The file is larger than 3 MB, the upload size limit', 'The file is larger than 8 MB, the chat attachment size limit']);
    expect([limitMessages.productsPerCompany(5), limitMessages.imagesPerProduct(9), limitMessages.groupsPerUser(2)])
      .toEqual(['A company has at most 5 products', 'A product has at most 9 images', 'You can own at most 2 company groups']);
  });
  it('an error report keeps no token, password, code or key', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc_DEF-123';
    const text = `sent Bearer abc.def ${jwt} password=hunter2 "refresh_token": "r-1" code: 123456 key=k1 ${'A'.repeat(40)} 654321`;
    const out = scrubSecrets(text);
    for (const secret of ['abc.def', jwt, 'hunter2', 'r-1', '123456', 'k1', 'A'.repeat(40), '654321']) expect(out, secret).not.toContain(secret);
    expect(out).toContain('Bearer [redacted]');
    expect(out).toContain('password=[redacted]');
    expect(scrubSecrets('GET /groups/12345 failed: 503')).toBe('GET /groups/12345 failed: 503');
    expect(scrubSecrets('Secret: s3 and apikey=x')).toBe('Secret: [redacted] and apikey=[redacted]');
  });
});
