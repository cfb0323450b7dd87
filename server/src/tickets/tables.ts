// Kysely table types of the tickets module (merged into DB in ../db/schema.ts).
import type { Generated } from 'kysely';

export type TicketsTables = {
  tk_ticket_types: {
    id: string; cg_event_id: string; name: string; cents: number; quantity: number; sold: Generated<number>;
    sales_start_at: number; sales_end_at: number; created_at: number;
  };
  tk_orders: {
    id: string; ticket_type_id: string; cg_event_id: string; buyer_user_id: string; pay_order_id: string; quantity: number; unit_cents: number;
    buyer_email: string; buyer_name: string; created_at: number;
  };
  tk_tickets: {
    id: string; order_id: string; cg_event_id: string; position: number; code: string; status: Generated<'VALID' | 'CANCELLED'>;
    checked_in_at: number | null; checked_in_by: string | null; refunded_cents: Generated<number>; created_at: number;
  };
};
