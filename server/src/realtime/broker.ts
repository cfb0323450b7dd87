// BROKER_URL: the one setting that makes server processes exchange live events through a message broker
// instead of PostgreSQL LISTEN/NOTIFY. NATS is the one implemented (chosen by measurement: docs/benchmarks.md);
// a redis:// or amqp:// URL is refused at start with a clear message rather than silently ignored.
import type { Broadcaster } from './broadcaster';
import { NatsBroadcaster } from './nats-broadcaster';

export async function startBroker(url: string, log: (msg: string, err?: unknown) => void): Promise<Broadcaster> {
  let scheme: string;
  try {
    scheme = new URL(url).protocol;
  } catch {
    throw new Error(`BROKER_URL is not a URL: ${url}`);
  }
  if (scheme === 'nats:') return NatsBroadcaster.start(url, log);
  throw new Error(`BROKER_URL ${scheme}// is not supported: use nats://host:4222 (see docs/architecture.md, "Fan-out"), or leave it unset for PostgreSQL LISTEN/NOTIFY`);
}
