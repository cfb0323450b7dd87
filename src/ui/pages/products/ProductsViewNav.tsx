// The links between the views of /me/products: add, uploads (images), list.
import { links } from '../../app/links';
import { TabLinks } from '../../components/tabs/AppTabs';
import type { ProductsView } from './MeProductsPage';

const VIEWS: { view: ProductsView; label: string; href: string }[] = [
  { view: 'add', label: 'Add a product', href: links.meProductsAdd() },
  { view: 'uploads', label: 'Images', href: links.meProductsUploads() },
  { view: 'list', label: 'List', href: links.meProductsList() },
];

export function ProductsViewNav({ view }: { view: ProductsView }) {
  return <TabLinks label="Products views" tabs={VIEWS.map((v) => ({ label: v.label, href: v.href, current: v.view === view }))} />;
}
