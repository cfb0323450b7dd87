// /me/company-watchlists (create, copy, bulk delete), /me/company-watchlists/{id} (its companies, remove
// some) and /me/product-watchlists (create, bulk delete, its products).
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { WatchlistTable } from '../../features/network/WatchlistTable';
import { MeLayout } from '../me/MeLayout';
import { PageHeader } from '../../components/page-header/PageHeader';

const fail = (e: unknown) => showAlert(errorText(e), 'error');

export function CompanyWatchlistsPage() {
  usePageTitle('Company Watchlists');
  const { send } = useCommand();
  const q = useQuery('watchlists.list', undefined);
  const lists = q.data ?? (q.status === 'error' ? [] : null);
  return (
    <MeLayout>
      <PageHeader title="Company Watchlists" offline={q.offline} mb="4" />
      {q.status === 'error' && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      <WatchlistTable
        noun="company"
        lists={lists && lists.map((l) => ({ id: l.id, name: l.name, count: l.companyIds.length }))}
        href={links.meWatchlist}
        create={(name) => send('watchlists.create', { name })}
        copy={(id) => send('watchlists.copy', { id })}
        bulkDelete={(ids) => send('watchlists.bulkDelete', { ids })}
      />
    </MeLayout>
  );
}

export function CompanyWatchlistPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { send } = useCommand();
  const q = useQuery('watchlists.get', { id });
  const ids = q.data?.companyIds ?? [];
  const companiesQ = useQuery('companies.byIds', ids.length > 0 ? { ids } : null);
  const list = q.data ?? (q.status === 'error' ? 'missing' : null);
  const companies = ids.length > 0 ? companiesQ.data ?? null : [];
  usePageTitle(list && list !== 'missing' ? list.name : 'Company Watchlist');
  const remove = async (companyId: string) => {
    await send('watchlists.update', { id, _removeIds: [companyId] }).catch(fail);
  };
  return (
    <MeLayout>
      <AppLink href={links.meWatchlists()}>All watchlists</AppLink>
      {list === null ? <Text role="status">Loading...</Text> : list === 'missing' ? <Text role="alert">Watchlist not found</Text> : (
        <Stack gap="3" mt="2">
          <PageHeader title={list.name} offline={q.offline || companiesQ.offline} />
          {companies === null ? <Text role="status">Loading...</Text> : companies.length === 0 ? <Text>This list has no company.</Text> : companies.map((c) => (
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
  const { send } = useCommand();
  const q = useQuery('productWatchlists.list', undefined);
  const lists = q.data ?? (q.status === 'error' ? [] : null);
  const ids = [...new Set((lists ?? []).flatMap((x) => x.productIds))];
  const productsQ = useQuery('products.list', ids.length > 0 ? { ids, limit: 128 } : null);
  const products = productsQ.data?.items ?? [];
  return (
    <MeLayout>
      <PageHeader title="Product Watchlists" offline={q.offline || productsQ.offline} mb="4" />
      {q.status === 'error' && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      <WatchlistTable
        noun="product"
        lists={lists && lists.map((l) => ({ id: l.id, name: l.name, count: l.productIds.length }))}
        create={(name) => send('productWatchlists.create', { name })}
        bulkDelete={(ids) => send('productWatchlists.bulkDelete', { ids })}
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
