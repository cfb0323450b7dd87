// Tabs of the company profile page (mounted by the profile page): the company's products, and its product
// menus (each opens the menu's cards; the owner may add or remove products there).
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PRODUCT_MESSAGES, pageWindow } from '../../../domain/companies/products';
import { DEFAULT_PAGE_SIZE } from '../../../domain/companies/rules';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { Pagination } from '../../components/pagination/Pagination';
import { useQuery } from '../data/useQuery';
import { MenuProducts } from './MenuProducts';
import { ProductCard } from './ProductCard';

export type CompanyTabProps = { companyId: string; isOwner: boolean };

export function CompanyProductsTab({ companyId, isOwner }: CompanyTabProps) {
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const q = useQuery('products.list', { companyIds: [companyId], ...pageWindow(paging.page, paging.size) });
  const data = q.data;
  if (q.error) return <Text role="alert">{q.error.message}</Text>;
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
  const q = useQuery('menus.list', { companyIds: [companyId] });
  const menus = q.data;
  const [picked, setOpenId] = useState<string | null>(null);
  // the first menu is open until another is picked (or the picked one is gone)
  const openId = menus?.some((m) => m.id === picked) ? picked : menus?.[0]?.id ?? null;
  if (q.error) return <Text role="alert">{q.error.message}</Text>;
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
