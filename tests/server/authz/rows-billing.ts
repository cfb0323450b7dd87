import type { Row } from './matrix';

export const BILLING_ROWS: Row[] = [];
