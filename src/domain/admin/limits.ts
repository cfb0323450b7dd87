// Resource limits the server enforces, editable by a site admin (/mtz-admin/resource-limits). The defaults are the
// spec's limits where it names one (product images 16, spec 9); the others are the platform's own choice.
import { PRODUCT_IMAGE_LIMIT } from '../companies/rules';
import type { AuditRow } from './types';

export type ResourceLimitKey = 'productsPerCompany' | 'imagesPerProduct' | 'groupsPerUser';
export type ResourceLimits = Record<ResourceLimitKey, number>;

export type ResourceLimitInfo = { key: ResourceLimitKey; label: string; help: string; default: number; max: number };

/** Each limit with its default and the highest value an admin may set. */
export const RESOURCE_LIMITS: readonly ResourceLimitInfo[] = [
  { key: 'productsPerCompany', label: 'Products per company', help: 'Products and services one company may list.', default: 1000, max: 100_000 },
  { key: 'imagesPerProduct', label: 'Images per product', help: 'Images one product may have.', default: PRODUCT_IMAGE_LIMIT, max: 100 },
  { key: 'groupsPerUser', label: 'Groups per user', help: 'Company groups one member may create and own.', default: 1000, max: 100_000 },
];

export const DEFAULT_RESOURCE_LIMITS = Object.fromEntries(RESOURCE_LIMITS.map((l) => [l.key, l.default])) as ResourceLimits;

/** What GET /admin/resource-limits answers: the limits in force, the defaults, the latest changes. */
export type ResourceLimitsView = { limits: ResourceLimits; defaults: ResourceLimits; audit: AuditRow[] };

export const limitMessages = {
  productsPerCompany: (n: number) => `A company has at most ${n} products`,
  imagesPerProduct: (n: number) => `A product has at most ${n} images`,
  groupsPerUser: (n: number) => `You can own at most ${n} company groups`,
} satisfies Record<ResourceLimitKey, (n: number) => string>;
