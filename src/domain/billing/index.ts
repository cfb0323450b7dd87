export * from './types';
export * from './money';
export * from './coupons';
export * from './plans';
export * from './extras';
export * from './donations';
export * from './card-entry';
export * from './deposit';
