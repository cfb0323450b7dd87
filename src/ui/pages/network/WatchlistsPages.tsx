// /me/company-watchlists (create, copy, bulk delete), /me/company-watchlists/{id} (its companies, remove
// some) and /me/product-watchlists (create, bulk delete, its products).
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'wouter';
import type { Company, Product, ProductWatchlist, Watchlist } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { WatchlistTable } from '../../features/network/WatchlistTable';
import { useApi } from '../../features/session/useApi';
import { MeLayout } from '../me/MeLayout';

const fail = (e: unknown) => showAlert(e instanceof Error ? e.message : String(e), 'error');

export function CompanyWatchlistsPage() {
  usePageTitle('Company Watchlists');
  const api = useApi();
  const [lists, setLists] = useState<Watchlist[] | null>(null);
  const reload = useCallback(() => void api.call('watchlists.list', undefined).then((l) => setLists(l ?? []), fail), [api]);
  useEffect(reload, [reload]);
  const after = (f: () => Promise<unknown>) => async () => {
    await f();
    reload();
  };
  return (
    <MeLayout>
      <Heading as="h1" size="2xl" mb="4">Company Watchlists</Heading>
      <WatchlistTable
        noun="company"
        lists={lists && lists.map((l) => ({ id: l.id, name: l.name, count: l.companyIds.length }))}
        href={links.meWatchlist}
        create={(name) => after(() => api.call('watchlists.create', { name }))()}
        copy={(id) => after(() => api.call('watchlists.copy', { id }))()}
        bulkDelete={(ids) => after(() => api.call('watchlists.bulkDelete', { ids }))()}
      />
    </MeLayout>
  );
}

export function CompanyWatchlistPage() {
  const { id = '' } = useParams<{ id: string }>();
  const api = useApi();
  const [list, setList] = useState<Watchlist | null | 'missing'>(null);
  const [companies, setCompanies] = useState<Company[]>([]);
  usePageTitle(list && list !== 'missing' ? list.name : 'Company Watchlist');
  const reload = useCallback(async () => {
    try {
      const l = await api.call('watchlists.get', { id });
      if (!l) return setList('missing');
      setList(l);
      setCompanies(l.companyIds.length ? ((await api.call('companies.byIds', { ids: l.companyIds })) ?? []) : []);
    } catch {
      setList('missing');
    }
  }, [api, id]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const remove = async (companyId: string) => {
    await api.call('watchlists.update', { id, _removeIds: [companyId] }).catch(fail);
    await reload();
  };
  return (
    <MeLayout>
      <AppLink href={links.meWatchlists()}>All watchlists</AppLink>
      {list === null ? <Text role="status">Loading...</Text> : list === 'missing' ? <Text role="alert">Watchlist not found</Text> : (
        <Stack gap="3" mt="2">
          <Heading as="h1" size="2xl">{list.name}</Heading>
          {companies.length === 0 ? <Text>This list has no company.</Text> : companies.map((c) => (
            <HStack key={c.id} borderBottomWidth="1px" py="2">
              <AppLink flex="1" href={links.profile(c.profileName)}>{c.name}</AppLink>
              <Button size="xs" variant="outline" aria-label={`Remove ${c.name}`} onClick={() => void remove(c.id)}>Remove</Button>
            </HStack>
          ))}
        </Stack>
      )}
    </MeLayout>
  );
}

export function ProductWatchlistsPage() {
  usePageTitle('Product Watchlists');
  const api = useApi();
  const [lists, setLists] = useState<ProductWatchlist[] | null>(null);
  const [products, setProducts] = useState<Product[]>([]);
  const reload = useCallback(async () => {
    try {
      const l = (await api.call('productWatchlists.list', undefined)) ?? [];
      setLists(l);
      const ids = [...new Set(l.flatMap((x) => x.productIds))];
      setProducts(ids.length ? ((await api.call('products.list', { ids, limit: 128 }))?.items ?? []) : []);
    } catch (e) {
      fail(e);
    }
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const after = (f: () => Promise<unknown>) => async () => {
    await f();
    await reload();
  };
  return (
    <MeLayout>
      <Heading as="h1" size="2xl" mb="4">Product Watchlists</Heading>
      <WatchlistTable
        noun="product"
        lists={lists && lists.map((l) => ({ id: l.id, name: l.name, count: l.productIds.length }))}
        create={(name) => after(() => api.call('productWatchlists.create', { name }))()}
        bulkDelete={(ids) => after(() => api.call('productWatchlists.bulkDelete', { ids }))()}
      />
      {(lists ?? []).filter((l) => l.productIds.length > 0).map((l) => (
        <Stack key={l.id} as="section" aria-label={l.name} mt="4" gap="1">
          <Heading as="h3" size="sm">{l.name}</Heading>
          {l.productIds.map((pid) => {
            const p = products.find((x) => x.id === pid);
            return p ? <Text key={pid}>{p.name} ({p.sku})</Text> : null;
          })}
        </Stack>
      ))}
    </MeLayout>
  );
}
