export * from './event-time';
export * from './rich-text';
export * from './stats';
export * from './types';
