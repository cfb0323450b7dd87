// Migrations of the tickets module: ticket types of group events, ticket orders and tickets.
import type { Migration } from '../db/migrations';

export const TICKETS_MIGRATIONS: Migration[] = [
  {
    id: 'tickets_0001_tickets',
    sql: `
      CREATE TABLE tk_ticket_types (
        id text PRIMARY KEY,
        cg_event_id text NOT NULL REFERENCES cg_events(id) ON DELETE CASCADE,
        name text NOT NULL,
        cents int8 NOT NULL CHECK (cents >= 0),
        quantity int4 NOT NULL CHECK (quantity >= 1),
        sold int4 NOT NULL DEFAULT 0 CHECK (sold >= 0 AND sold <= quantity),
        sales_start_at int8 NOT NULL,
        sales_end_at int8 NOT NULL CHECK (sales_end_at > sales_start_at),
        created_at int8 NOT NULL
      );
      CREATE INDEX tk_ticket_types_event ON tk_ticket_types (cg_event_id);
      CREATE TABLE tk_orders (
        id text PRIMARY KEY,
        ticket_type_id text NOT NULL REFERENCES tk_ticket_types(id),
        cg_event_id text NOT NULL REFERENCES cg_events(id) ON DELETE CASCADE,
        buyer_user_id text NOT NULL REFERENCES users(id),
        pay_order_id text NOT NULL UNIQUE,
        quantity int4 NOT NULL CHECK (quantity >= 1),
        unit_cents int8 NOT NULL,
        buyer_email text NOT NULL,
        buyer_name text NOT NULL,
        created_at int8 NOT NULL
      );
      CREATE INDEX tk_orders_buyer ON tk_orders (buyer_user_id, created_at);
      CREATE TABLE tk_tickets (
        id text PRIMARY KEY,
        order_id text NOT NULL REFERENCES tk_orders(id) ON DELETE CASCADE,
        cg_event_id text NOT NULL REFERENCES cg_events(id) ON DELETE CASCADE,
        position int4 NOT NULL,
        code text NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'VALID' CHECK (status IN ('VALID', 'CANCELLED')),
        checked_in_at int8,
        checked_in_by text,
        refunded_cents int8 NOT NULL DEFAULT 0,
        created_at int8 NOT NULL,
        UNIQUE (order_id, position)
      );
      CREATE INDEX tk_tickets_event ON tk_tickets (cg_event_id);
    `,
  },
];
