// The notifications collection. One index, on createdAt, so the bell's "last 2 days" query is a
// forward range scan (the Dexie storage only walks indexes forward: STACK.md).
import type { RxJsonSchema } from 'rxdb';
import type { Notification } from '../../../domain/alerts/types';

export const notificationsSchema: RxJsonSchema<Notification> = {
  title: 'notifications',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    receiverId: { type: 'string', maxLength: 64 },
    content: { type: 'string' },
    link: { type: ['string', 'null'] },
    hasRead: { type: 'boolean' },
    createdAt: { type: 'number', minimum: 0, maximum: 8_640_000_000_000_000, multipleOf: 1 },
  },
  required: ['id', 'receiverId', 'content', 'link', 'hasRead', 'createdAt'],
  indexes: ['createdAt'],
  additionalProperties: false,
};
