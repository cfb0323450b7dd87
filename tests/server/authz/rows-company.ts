import type { Row } from './matrix';

export const COMPANY_ROWS: Row[] = [];
