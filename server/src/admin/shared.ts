// What the admin module's routes share: their base path and the kinds of record an admin acts on.
export const ADMIN_BASE = '/api/v1/company/admin';
export const TARGET_TYPES = ['USER', 'COMPANY', 'PRODUCT', 'COMPANY_GROUP', 'COMPANY_GROUP_POST', 'REPORT', 'SETTING', 'NEWS_POST', 'FAQ_TOPIC', 'SITEMAP', 'EXTRA_QUESTION', 'MTZ_PLAN_SUBSCRIPTION', 'MTZ_COUPON', 'POINT_RATE', 'POINT_PROMOTION', 'COMMISSION_RATE'] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

/** An ILIKE pattern matching `keyword` anywhere, its wildcards taken literally. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
