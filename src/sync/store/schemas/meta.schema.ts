// Small key/number records of the engine itself, e.g. the last applied seq.
import type { RxJsonSchema } from 'rxdb';

export type MetaDoc = { key: string; value: number };

export const META_LAST_SEQ = 'lastSeq';
/** 1 once the chat room states are kept (a store from before gets them from its messages once) */
export const META_ROOM_STATES = 'roomStates';

export const metaSchema: RxJsonSchema<MetaDoc> = {
  title: 'meta',
  version: 0,
  primaryKey: 'key',
  type: 'object',
  properties: {
    key: { type: 'string', maxLength: 32 },
    value: { type: 'number' },
  },
  required: ['key', 'value'],
  additionalProperties: false,
};
