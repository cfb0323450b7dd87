// /me/products (spec 2): add a product or service with images (uploads with progress), the company's list,
// deactivate and reactivate (the owner only; the server checks it too).
import { Button, Heading, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { pageWindow, PRODUCT_MESSAGES, productKind } from '../../../domain/companies/products';
import { DEFAULT_PAGE_SIZE } from '../../../domain/companies/rules';
import type { Product } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { Pagination } from '../../components/pagination/Pagination';
import { usePageTitle } from '../../components/usePageTitle';
import { AddProductForm } from '../../features/products/AddProductForm';
import { ProductImagesDialog } from '../../features/products/ProductImagesDialog';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { useMyCompanyId } from '../../features/products/useMyCompany';
import { MeLayout } from '../me/MeLayout';
import { ProductsViewNav } from './ProductsViewNav';
import { PageHeader } from '../../components/page-header/PageHeader';

/** Which part the route opens: everything (/me/products), the add form (/add), the list (/list) or the images (/uploads). */
export type ProductsView = 'all' | 'add' | 'list' | 'uploads';
const VIEW_TITLES: Record<ProductsView, string> = { all: 'Products', add: 'Add a product', list: 'Product list', uploads: 'Product images' };

export function MeProductsPage({ view = 'all' }: { view?: ProductsView }) {
  usePageTitle(view === 'all' ? 'My products' : VIEW_TITLES[view]);
  const companyId = useMyCompanyId();
  return <MeLayout>{companyId ? <ProductsOf companyId={companyId} view={view} /> : <Text>{PRODUCT_MESSAGES.noCompany}</Text>}</MeLayout>;
}

function ProductsOf({ companyId, view }: { companyId: string; view: ProductsView }) {
  const { send } = useCommand();
  const [show, setShow] = useState<'active' | 'deactivated'>('active');
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const q = useQuery('products.list', { companyIds: [companyId], asDeactivated: show === 'deactivated', ...pageWindow(paging.page, paging.size) });
  const data = q.data ?? null;
  const [imagesOf, setImagesOf] = useState<Product | null>(null);
  const toggle = async (p: Product) => {
    try {
      await send(p.deactivated ? 'products.reactivate' : 'products.deactivate', { id: p.id });
      showAlert(p.deactivated ? `'${p.name}' reactivated` : `'${p.name}' deactivated`, 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <Stack gap="5">
      <PageHeader title={VIEW_TITLES[view]} offline={q.offline} />
      <ProductsViewNav view={view} />
      {(view === 'all' || view === 'add') && <AddProductForm companyId={companyId} />}
      {view === 'uploads' && <Text color="gray.600">Upload and remove the images of each product with its Images button.</Text>}
      {view !== 'add' && <>
      <HStack justify="space-between">
        <Heading as="h2" size="md">My products</Heading>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Show" value={show} onChange={(e) => { setShow(e.currentTarget.value === 'deactivated' ? 'deactivated' : 'active'); setPaging((p) => ({ ...p, page: 1 })); }}>
            <option value="active">Active</option>
            <option value="deactivated">Deactivated</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
      </HStack>
      {q.error ? (
        <Text role="alert" color="red.600">{q.error.message}</Text>
      ) : data === null ? (
        <Text role="status">Loading...</Text>
      ) : data.count === 0 ? (
        <Text color="gray.600">{PRODUCT_MESSAGES.noProducts}</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="My products">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>SKU</Table.ColumnHeader>
                <Table.ColumnHeader>Type</Table.ColumnHeader>
                <Table.ColumnHeader>Images</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.items.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell><AppLink href={links.product(p.companyProfileName, p.sku)}>{p.name}</AppLink></Table.Cell>
                  <Table.Cell>{p.sku}</Table.Cell>
                  <Table.Cell>{productKind(p)}</Table.Cell>
                  <Table.Cell>{p.images.length}</Table.Cell>
                  <Table.Cell>
                    <HStack>
                      <Button size="xs" variant="outline" aria-label={`Images of ${p.name}`} onClick={() => setImagesOf(p)}>Images</Button>
                      <Button size="xs" variant="outline" onClick={() => void toggle(p)}>{p.deactivated ? 'Reactivate' : 'Deactivate'}</Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {imagesOf && (
        <ProductImagesDialog
          product={imagesOf}
          onClose={() => setImagesOf(null)}
        />
      )}
      {data && data.count > 0 && <Pagination total={data.count} page={paging.page} size={paging.size} onChange={(page, size) => setPaging({ page, size })} />}
      </>}
    </Stack>
  );
}
