// /me/product-menus/{id}: one menu's page (cards 16 per page; the owner adds or removes products).
import { Stack } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { MenuProducts } from '../../features/products/MenuProducts';

export function MeProductMenuPage() {
  const { id = '' } = useParams<{ id: string }>();
  usePageTitle('Product menu');
  return (
    <Stack gap="3">
      <AppLink href={links.meProductMenus()}>All menus</AppLink>
      <MenuProducts menuId={id} />
    </Stack>
  );
}
