// Organic listing figures from the screens where they happen: companies and products shown in search results,
// clicked from search, and their profile, product and RFQ pages opened. The server counts each once per viewer and hour
// and never the viewer's own companies or RFQs; a failure to record is not the viewer's problem, so it is not shown.
import { useEffect, useRef } from 'react';
import type { SearchHit } from '../../../domain/companies/types';
import type { Endpoints } from '../../../sync/facade';
import { useCommand } from '../data/useCommand';
import { visitorId } from './visitor';

type Kind = Endpoints['ads.organic.record']['in']['kind'];
type Item = Endpoints['ads.organic.record']['in']['items'][number];

/** Companies and products; RFQs only as RFQ views (the view statistics, /me/stats/rfq-views). */
const listings = (hits: readonly Pick<SearchHit, 'type' | 'id'>[], kind: Kind = 'SEARCH_CLICK'): Item[] =>
  hits.flatMap((h) => (h.type === 'COMPANY' || h.type === 'PRODUCT' || (h.type === 'RFQ' && kind === 'RFQ_VIEW') ? [{ type: h.type, id: h.id }] : []));

function useRecord() {
  const { send } = useCommand();
  const ref = useRef(send);
  ref.current = send;
  return (kind: Kind, items: Item[]) => {
    if (items.length === 0) return;
    const visitor = visitorId();
    void ref.current('ads.organic.record', { kind, items: items.slice(0, 50), ...(visitor ? { visitor } : {}) }).catch(() => undefined);
  };
}

/** Records what is on screen once per distinct list (a refreshed answer with the same listings records nothing new). */
export function OrganicSeen({ kind, hits }: { kind: Kind; hits: readonly Pick<SearchHit, 'type' | 'id'>[] }) {
  const record = useRecord();
  const items = listings(hits, kind);
  const key = JSON.stringify(items);
  const last = useRef('');
  useEffect(() => {
    if (key === last.current) return;
    last.current = key;
    record(kind, JSON.parse(key) as Item[]);
  });
  return null;
}

/** A click on a search result: recorded for companies and products. */
export function useSearchClick(): (hit: Pick<SearchHit, 'type' | 'id'>) => void {
  const record = useRecord();
  return (hit) => record('SEARCH_CLICK', listings([hit]));
}
