// The payment machine's effects for tickets: the server's dry-run quote for the quantity chosen and the purchase
// itself with the attempt's idempotency key (a retried or double-submitted purchase charges once).
import type { TicketBuyResult } from '../../../domain/tickets';
import { paymentActors } from '../billing/paymentActors';
import { sendCommand } from '../data/useCommand';
import type { EngineRef } from '../data/useEngineRef';

export function ticketPaymentActors(engine: EngineRef, quantity: number, onPaid?: (r: TicketBuyResult) => void) {
  return paymentActors<TicketBuyResult>(engine, {
    quote: ({ priceId, couponCodes }) => sendCommand(engine.current, 'tickets.buy', {
      cgEventTicketTypeId: priceId, quantity, paymentMethod: 'CARD', couponCodes, _dryRun: true,
    }),
    pay: (i) => sendCommand(engine.current, 'tickets.buy', {
      cgEventTicketTypeId: i.priceId, quantity, paymentMethod: i.paymentMethod, paymentInstrumentId: i.paymentInstrumentId, couponCodes: i.couponCodes, idempotencyKey: i.idempotencyKey,
    }, { idempotencyKey: i.idempotencyKey }),
  }, onPaid);
}
