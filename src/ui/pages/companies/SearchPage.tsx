// /search (spec 2): keyword, type, country, city, zipCode in the query string. Without a type, the 'All' tab
// shows every type of spec 2; a blank keyword is ignored (not sent), so the place filters alone still list.
import { Button, Field, HStack, Input, Stack, Heading } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isBlankKeyword, SEARCH_TYPES } from '../../../domain/companies/rules';
import type { SearchType } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { usePageTitle } from '../../components/usePageTitle';
import { AddressFields } from '../../features/geo/AddressFields';
import { SearchResults, type SearchQuery, type SearchTab } from '../../features/search/SearchResults';

const isType = (s: string | null): s is SearchType => SEARCH_TYPES.some((t) => t === s);
const filled = (s: string | null | undefined) => (s?.trim() ? s.trim() : undefined);
type Form = { keyword: string; country: string; city: string; zipCode: string };

export function SearchPage() {
  usePageTitle('Search');
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const typeParam = params.get('type');
  const tab: SearchTab = isType(typeParam) ? typeParam : 'ALL';
  const keyword = params.get('keyword');
  const query: SearchQuery = {
    keyword: isBlankKeyword(keyword) ? undefined : filled(keyword),
    country: filled(params.get('country')), city: filled(params.get('city')), zipCode: filled(params.get('zipCode')),
  };
  const go = (q: SearchQuery, t: SearchTab) => navigate(links.searchPage({ ...q, type: t === 'ALL' ? undefined : t }));
  return (
    <Stack maxW="1306px" mx="auto" p="4" gap="4">
      <Heading as="h1" size="2xl">Search</Heading>
      {/* keyed by the query: a search from the top bar refills the form */}
      <SearchForm key={JSON.stringify(query)} query={query} onSubmit={(q) => go(q, tab)} />
      <SearchResults query={query} tab={tab} onTab={(t) => go(query, t)} />
    </Stack>
  );
}

function SearchForm({ query, onSubmit }: { query: SearchQuery; onSubmit(q: SearchQuery): void }) {
  const [form, setForm] = useState<Form>({ keyword: query.keyword ?? '', country: query.country ?? '', city: query.city ?? '', zipCode: query.zipCode ?? '' });
  const submit = () => onSubmit({ keyword: isBlankKeyword(form.keyword) ? undefined : filled(form.keyword), country: filled(form.country), city: filled(form.city), zipCode: filled(form.zipCode) });
  const field = (name: keyof Form, label: string) => (
    <Field.Root maxW="220px">
      <Field.Label>{label}</Field.Label>
      <Input size="sm" value={form[name]} onChange={(e) => setForm({ ...form, [name]: e.currentTarget.value })} />
    </Field.Root>
  );
  return (
      <HStack gap="3" align="end" flexWrap="wrap" as="form" role="search" aria-label="Search filters" onSubmit={(e) => { e.preventDefault(); submit(); }}>
        {field('keyword', 'Keyword')}
        {/* the server's countries and their cities (country-state-city), as codes and names the data stores */}
        <AddressFields parts={['country', 'city', 'zipCode']} filter size="sm" maxW="220px" value={{ ...form, address: '', state: '' }}
          onChange={(v) => setForm({ keyword: form.keyword, country: v.country, city: v.city, zipCode: v.zipCode })} />
        <Button size="sm" type="submit">Search</Button>
      </HStack>
  );
}
