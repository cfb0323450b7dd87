// Tabs of the company profile page (mounted by the profile page): the company's products, and its product
// menus (each opens the menu's cards; the owner may add or remove products there).
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { PRODUCT_MESSAGES, pageWindow } from '../../../domain/companies/products';
import { DEFAULT_PAGE_SIZE } from '../../../domain/companies/rules';
import type { Page, Product, ProductMenu } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { Pagination } from '../../components/pagination/Pagination';
import { useApi } from '../session/useApi';
import { errorText } from './call';
import { MenuProducts } from './MenuProducts';
import { ProductCard } from './ProductCard';

export type CompanyTabProps = { companyId: string; isOwner: boolean };

export function CompanyProductsTab({ companyId, isOwner }: CompanyTabProps) {
  const api = useApi();
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const [data, setData] = useState<Page<Product> | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.call('products.list', { companyIds: [companyId], ...pageWindow(paging.page, paging.size) }).then(
      (r) => live && setData(r ?? { items: [], count: 0 }),
      (e: unknown) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [api, companyId, paging]);
  if (error) return <Text role="alert">{error}</Text>;
  if (!data) return <Text role="status">Loading...</Text>;
  return (
    <Stack gap="3">
      {isOwner && <AppLink href={links.meProducts()}>Manage products</AppLink>}
      {data.count === 0 && <Text color="gray.600">{PRODUCT_MESSAGES.noProducts}</Text>}
      <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
        {data.items.map((p) => <ProductCard key={p.id} product={p} />)}
      </SimpleGrid>
      {data.count > 0 && <Pagination total={data.count} page={paging.page} size={paging.size} onChange={(page, size) => setPaging({ page, size })} />}
    </Stack>
  );
}

export function CompanyMenusTab({ companyId, isOwner }: CompanyTabProps) {
  const api = useApi();
  const [menus, setMenus] = useState<ProductMenu[] | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      const list = (await api.call('menus.list', { companyIds: [companyId] })) ?? [];
      setMenus(list);
      setOpenId((cur) => cur ?? list[0]?.id ?? null);
    } catch (e) {
      setError(errorText(e));
    }
  }, [api, companyId]);
  useEffect(() => {
    void load();
  }, [load]);
  if (error) return <Text role="alert">{error}</Text>;
  if (!menus) return <Text role="status">Loading...</Text>;
  return (
    <Stack gap="3">
      {isOwner && <AppLink href={links.meProductMenus()}>Manage menus</AppLink>}
      {menus.length === 0 && <Text color="gray.600">{PRODUCT_MESSAGES.noMenus}</Text>}
      <HStack gap="2" flexWrap="wrap" role="group" aria-label="Menus">
        {menus.map((m) => (
          <Button key={m.id} size="sm" variant={m.id === openId ? 'solid' : 'outline'} aria-pressed={m.id === openId} onClick={() => setOpenId(m.id)}>
            {m.name}
          </Button>
        ))}
      </HStack>
      {openId && <MenuProducts key={openId} menuId={openId} isOwner={isOwner} />}
    </Stack>
  );
}
