// The top-bar search dropdown (spec 2): 4 results per type (COMPANY, PRODUCT, GROUPEVENT, RFQ, GROUP) after a
// 200 ms debounce; a blank keyword is ignored. Mounted in the top bar (shell/SearchBox.tsx) with a visible
// label that is the input's accessible name; Enter opens /search.
import { Box, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { DROPDOWN_PER_TYPE, isBlankKeyword, SEARCH_DEBOUNCE_MS, SEARCH_TYPES, searchCountText } from '../../../domain/companies/rules';
import type { SearchSummary, SearchType } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { SponsoredAd } from '../ads/SponsoredAd';
import { useQuery } from '../data/useQuery';

export const TYPE_LABELS: Record<SearchType, string> = { COMPANY: 'Companies', PRODUCT: 'Products', GROUPEVENT: 'Events', RFQ: 'RFQs', GROUP: 'Groups' };

export function SearchDropdown({ label = 'Search', labelColor }: { label?: string; labelColor?: string }) {
  const [, navigate] = useLocation();
  const [keyword, setKeyword] = useState('');
  // the keyword the query asks for, 200 ms after the last keystroke
  const [asked, setAsked] = useState('');
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (isBlankKeyword(keyword)) return setAsked('');
    const t = setTimeout(() => setAsked(keyword), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [keyword]);
  const q = useQuery('search.all', isBlankKeyword(asked) ? null : { keyword: asked, limit: DROPDOWN_PER_TYPE });
  // while the next keyword's answer is on its way, the last answer stays on screen
  const last = useRef<SearchSummary | null>(null);
  if (isBlankKeyword(keyword)) last.current = null;
  else if (q.data) last.current = q.data;
  const result = hidden ? null : last.current;
  const close = () => {
    setHidden(true);
    setKeyword('');
  };
  return (
    <Box position="relative" minW="260px" role="search">
      <Field.Root orientation="horizontal" gap="2">
        <Field.Label fontSize="sm" color={labelColor} mb="0" flex="none" minW="auto">{label}</Field.Label>
        <Input
          size="sm" type="search" placeholder="Companies, products, events..." value={keyword} bg="white" color="gray.900"
          onChange={(e) => {
            setKeyword(e.currentTarget.value);
            setHidden(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !isBlankKeyword(keyword)) {
              navigate(links.searchPage({ keyword }));
              close();
            }
            if (e.key === 'Escape') setHidden(true);
          }}
        />
      </Field.Root>
      {result && (
        <Stack role="listbox" aria-label="Search results" position="absolute" right="0" zIndex="20" bg="white" color="gray.900" borderWidth="1px" shadow="md" w="360px" p="2" gap="2">
          <SponsoredAd placement="SEARCH" keyword={asked} compact onOpen={close} />
          {SEARCH_TYPES.filter((t) => result[t].items.length > 0).map((t) => (
            <Stack key={t} gap="0">
              <Text fontSize="xs" fontWeight="bold" color="gray.600">{TYPE_LABELS[t]} ({searchCountText(result[t])})</Text>
              {result[t].items.map((h) => (
                <AppLink key={h.id} href={h.link} role="option" onClick={close}>{h.title}</AppLink>
              ))}
            </Stack>
          ))}
          {SEARCH_TYPES.every((t) => result[t].items.length === 0) && <Text fontSize="sm">No results</Text>}
          <AppLink href={links.searchPage({ keyword })} fontSize="sm" onClick={close}>See all results</AppLink>
        </Stack>
      )}
    </Box>
  );
}
