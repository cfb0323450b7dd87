// The links between the views of /me/products: add, uploads (images), list.
import { HStack } from '@chakra-ui/react';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import type { ProductsView } from './MeProductsPage';

const VIEWS: { view: ProductsView; label: string; href: string }[] = [
  { view: 'add', label: 'Add a product', href: links.meProductsAdd() },
  { view: 'uploads', label: 'Images', href: links.meProductsUploads() },
  { view: 'list', label: 'List', href: links.meProductsList() },
];

export function ProductsViewNav({ view }: { view: ProductsView }) {
  return (
    <HStack as="nav" aria-label="Products views" gap="4">
      {VIEWS.map((v) => (
        <AppLink key={v.view} href={v.href} aria-current={v.view === view ? 'page' : undefined} fontWeight={v.view === view ? 'bold' : 'normal'}>{v.label}</AppLink>
      ))}
    </HStack>
  );
}
