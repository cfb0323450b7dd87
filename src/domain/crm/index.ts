export * from './contacts';
export * from './notes';
export * from './types';
export * from './referrals';
export * from './forms';
