// /products/{companyProfileName}/{sku} (spec 2): the images gallery, name, SKU, type Product or Service, the
// company link and the report button.
import { Box, Button, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { PRODUCT_MESSAGES, productKind } from '../../../domain/companies/products';
import type { Product } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { ReportButton } from '../../features/companies/CompanyActions';
import { WatchlistAddButton } from '../../features/network/WatchlistAddButton';
import { useApi } from '../../features/session/useApi';
import { useSession } from '../../features/session/useSession';

type Load = { kind: 'loading' } | { kind: 'missing' } | { kind: 'ready'; product: Product };

export function ProductPage() {
  const { companyProfileName = '', sku = '' } = useParams<{ companyProfileName: string; sku: string }>();
  const api = useApi();
  const signedIn = useSession().user !== null;
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  usePageTitle(load.kind === 'ready' ? load.product.name : 'Product');
  useEffect(() => {
    let live = true;
    api.call('products.list', { companyProfileName, sku, limit: 1 }).then(
      (r) => live && setLoad(r?.items[0] ? { kind: 'ready', product: r.items[0] } : { kind: 'missing' }),
      () => live && setLoad({ kind: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [api, companyProfileName, sku]);
  if (load.kind === 'loading') return <Text role="status" p="6">Loading...</Text>;
  if (load.kind === 'missing') return <Text role="alert" p="6">{PRODUCT_MESSAGES.productNotFound}</Text>;
  const p = load.product;
  return (
    <Stack maxW="1100px" mx="auto" p="4" gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Gallery product={p} />
        <Stack gap="2">
          <Text fontSize="sm" color="gray.600" data-testid="product-type">{productKind(p)}</Text>
          <Heading as="h1" size="2xl">{p.name}</Heading>
          <Text>SKU: {p.sku}</Text>
          <Text>
            By <AppLink href={links.profile(p.companyProfileName)}>{p.companyName}</AppLink>
          </Text>
          {p.description && <Text whiteSpace="pre-wrap">{p.description}</Text>}
          <HStack>
            <WatchlistAddButton key={String(signedIn)} signedIn={signedIn} item="product" itemId={p.id} />
            <ReportButton target="product-searches" id={p.id} name={p.name} />
          </HStack>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

function Gallery({ product }: { product: Product }) {
  const [index, setIndex] = useState(0);
  const images = product.images;
  if (images.length === 0) return <Box bg="gray.100" borderRadius="md" height="320px" aria-label="No images" />;
  const current = images[Math.min(index, images.length - 1)];
  return (
    <Stack gap="2" role="region" aria-label="Images">
      <Image src={current.path} alt={`${product.name} image ${index + 1} of ${images.length}`} maxHeight="420px" objectFit="contain" borderRadius="md" />
      {images.length > 1 && (
        <HStack gap="2" flexWrap="wrap">
          {images.map((img, i) => (
            <Button key={img.id} variant={i === index ? 'solid' : 'outline'} p="0" height="56px" width="56px" aria-label={`Show image ${i + 1}`} aria-pressed={i === index} onClick={() => setIndex(i)}>
              <Image src={img.path} alt="" width="52px" height="52px" objectFit="cover" />
            </Button>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
