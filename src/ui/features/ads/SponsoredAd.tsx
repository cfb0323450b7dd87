// One served ad in a placement (the search dropdown, the search results page, the company directory; the timeline
// serves its own and shows them with ServedAdCard): at most
// one per place. A click goes through the server (which counts it once per visitor per ad per hour) and then to the ad's target.
import { Button } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import type { AdPlacement, ServedAd } from '../../../domain/ads';
import { showAlert } from '../../components/alerts';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';
import { useQuery } from '../data/useQuery';
import { AdCard } from './AdCard';
import { visitorId } from './visitor';

export function SponsoredAd({ placement, keyword, compact = false, onOpen }: { placement: AdPlacement; keyword?: string; compact?: boolean; onOpen?(): void }) {
  const visitor = visitorId();
  const q = useQuery('ads.serve', placement === 'SEARCH' && !keyword?.trim() ? null : { placement, ...(keyword?.trim() ? { keyword: keyword.trim() } : {}), ...(visitor ? { visitor } : {}) });
  const ad = q.data?.ad;
  if (!ad) return null;
  return <ServedAdCard ad={ad} placement={placement} compact={compact} onOpen={onOpen} />;
}

/** An ad already served (by ads.serve or inside a placement's own answer, as the timeline's) with its Visit button. */
export function ServedAdCard({ ad, placement, compact = false, onOpen }: { ad: ServedAd; placement: AdPlacement; compact?: boolean; onOpen?(): void }) {
  const { send, pending } = useCommand();
  const [, navigate] = useLocation();
  const open = async () => {
    const visitor = visitorId();
    try {
      const r = await send('ads.click', { campaignId: ad.campaignId, placement, ...(visitor ? { visitor } : {}) });
      onOpen?.();
      // the server answers a path of this site only
      navigate(r.redirectUrl.startsWith('/') ? r.redirectUrl : '/');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <AdCard ad={ad} compact={compact} action={
      <Button size="xs" variant="outline" alignSelf="start" loading={pending} onClick={() => void open()} aria-label={`Visit (Sponsored: ${ad.headline})`}>Visit</Button>
    } />
  );
}
