// /search (spec 2): keyword, type, country, city, zipCode in the query string; server-side results and counts.
import { Button, Field, HStack, Input, NativeSelect, Stack, Text, Heading } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DEFAULT_PAGE_SIZE, SEARCH_TYPES } from '../../../domain/companies/rules';
import type { SearchType } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { Pagination } from '../../components/pagination/Pagination';
import { usePageTitle } from '../../components/usePageTitle';
import { TYPE_LABELS } from '../../features/companies/SearchDropdown';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useQuery } from '../../features/data/useQuery';

const isType = (s: string | null): s is SearchType => SEARCH_TYPES.some((t) => t === s);

export function SearchPage() {
  usePageTitle('Search');
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const typeParam = params.get('type');
  const q = { keyword: params.get('keyword') ?? '', type: isType(typeParam) ? typeParam : 'COMPANY', country: params.get('country') ?? '', city: params.get('city') ?? '', zipCode: params.get('zipCode') ?? '' };
  const [form, setForm] = useState(q);
  const [page, setPage] = useState({ n: 1, size: DEFAULT_PAGE_SIZE });
  const search = useQuery('search.type', { ...q, skip: (page.n - 1) * page.size, limit: page.size });
  const result = search.data ?? null;
  const submit = () => {
    setPage((p) => ({ ...p, n: 1 }));
    navigate(links.searchPage({ keyword: form.keyword || undefined, type: form.type, country: form.country || undefined, city: form.city || undefined, zipCode: form.zipCode || undefined }));
  };
  const field = (name: 'keyword' | 'country' | 'city' | 'zipCode', label: string) => (
    <Field.Root maxW="220px">
      <Field.Label>{label}</Field.Label>
      <Input size="sm" value={form[name]} onChange={(e) => setForm({ ...form, [name]: e.currentTarget.value })} onKeyDown={(e) => e.key === 'Enter' && submit()} />
    </Field.Root>
  );
  return (
    <Stack maxW="1306px" mx="auto" p="4" gap="4">
      <HStack gap="3">
        <Heading as="h1" size="2xl">Search</Heading>
        <OfflineMark offline={search.offline} />
      </HStack>
      <HStack gap="3" align="end" flexWrap="wrap" as="form" onSubmit={(e) => { e.preventDefault(); submit(); }}>
        {field('keyword', 'Keyword')}
        <Field.Root maxW="180px">
          <Field.Label>Type</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={form.type} onChange={(e) => { const v = e.currentTarget.value; if (isType(v)) setForm({ ...form, type: v }); }}>
              {SEARCH_TYPES.map((t) => <option key={t} value={t}>{TYPE_LABELS[t]}</option>)}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        {field('country', 'Country')}
        {field('city', 'City')}
        {field('zipCode', 'Zip code')}
        <Button size="sm" type="submit">Search</Button>
      </HStack>
      {search.error ? <Text role="alert" color="red.600">{search.error.message}</Text> : result === null ? <Text role="status">Loading...</Text> : (
        <Stack gap="2">
          <Text fontSize="sm" color="gray.600">{result.count} {TYPE_LABELS[q.type].toLowerCase()} found</Text>
          {result.items.map((h) => (
            <Stack key={h.id} gap="0" borderBottomWidth="1px" py="2">
              <AppLink href={h.link} fontWeight="semibold">{h.title}</AppLink>
              <Text fontSize="sm" color="gray.600">{h.subtitle}</Text>
            </Stack>
          ))}
          <Pagination total={result.count} page={page.n} size={page.size} onChange={(n, size) => setPage({ n, size })} />
        </Stack>
      )}
    </Stack>
  );
}
