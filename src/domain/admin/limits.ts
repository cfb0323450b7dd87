// Resource limits the server enforces, editable by a site admin (/mtz-admin/resource-limits). The defaults are the
// spec's limits where it names one (product images 16, spec 9); the others are the platform's own choice (the
// upload sizes: what the upload routes always allowed, 5 MB for images and documents, 10 MB for chat attachments;
// at most 10 MB, the largest request body the server reads; at least 1 MB, so the data-URL images of JSON bodies,
// which the server reads up to 1 MB, are always within them).
import { PRODUCT_IMAGE_LIMIT } from '../companies/rules';
import type { AuditRow } from './types';

export type ResourceLimitKey = 'productsPerCompany' | 'imagesPerProduct' | 'groupsPerUser' | 'uploadMb' | 'chatFileMb';
export type ResourceLimits = Record<ResourceLimitKey, number>;

/** The largest request body the server reads (a 10 MB file and its form fields): no upload limit goes above it. */
export const UPLOAD_CEILING_MB = 10;

export type ResourceLimitInfo = { key: ResourceLimitKey; label: string; help: string; default: number; max: number; min?: number };

/** The lowest value an admin may set (0 unless the limit says otherwise). */
export const limitMin = (l: ResourceLimitInfo) => l.min ?? 0;

/** Each limit with its default and the highest value an admin may set. */
export const RESOURCE_LIMITS: readonly ResourceLimitInfo[] = [
  { key: 'productsPerCompany', label: 'Products per company', help: 'Products and services one company may list.', default: 1000, max: 100_000 },
  { key: 'imagesPerProduct', label: 'Images per product', help: 'Images one product may have.', default: PRODUCT_IMAGE_LIMIT, max: 100 },
  { key: 'groupsPerUser', label: 'Groups per user', help: 'Company groups one member may create and own.', default: 1000, max: 100_000 },
  {
    key: 'uploadMb', label: 'Upload size (MB)', default: 5, min: 1, max: UPLOAD_CEILING_MB,
    help: 'Largest image or file in one upload: logos, banners, product and group images, sponsor banners, chat room logos, note files.',
  },
  { key: 'chatFileMb', label: 'Chat attachment size (MB)', help: 'Largest file attached to a chat message.', default: 10, min: 1, max: UPLOAD_CEILING_MB },
];

/** The MB of a size limit in bytes. */
export const megabytes = (mb: number) => mb * 1024 * 1024;

export const DEFAULT_RESOURCE_LIMITS = Object.fromEntries(RESOURCE_LIMITS.map((l) => [l.key, l.default])) as ResourceLimits;

/** What GET /admin/resource-limits answers: the limits in force, the defaults, the latest changes. */
export type ResourceLimitsView = { limits: ResourceLimits; defaults: ResourceLimits; audit: AuditRow[] };

export const limitMessages = {
  productsPerCompany: (n: number) => `A company has at most ${n} products`,
  imagesPerProduct: (n: number) => `A product has at most ${n} images`,
  groupsPerUser: (n: number) => `You can own at most ${n} company groups`,
  uploadMb: (n: number) => `The file is larger than ${n} MB, the upload size limit`,
  chatFileMb: (n: number) => `The file is larger than ${n} MB, the chat attachment size limit`,
} satisfies Record<ResourceLimitKey, (n: number) => string>;
