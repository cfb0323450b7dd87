export * from './types';
export * from './password';
export * from './code';
export * from './registration';
export * from './logins';
export * from './token';
