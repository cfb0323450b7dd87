// /products/{companyProfileName}/{sku} (spec 2): the images gallery, name, SKU, type Product or Service, the
// company link and the report button.
import { Box, Button, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { PRODUCT_MESSAGES, productKind } from '../../../domain/companies/products';
import type { Product } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { ReportButton } from '../../components/report-dialog/ReportDialog';
import { usePageTitle } from '../../components/usePageTitle';
import { useQuery } from '../../features/data/useQuery';
import { WatchlistAddButton } from '../../features/network/WatchlistAddButton';
import { BuyerActions } from '../../features/products/BuyerActions';
import { useSession } from '../../features/session/useSession';
import { OrganicSeen } from '../../features/ads/organic';
import { PageHeader } from '../../components/page-header/PageHeader';

export function ProductPage() {
  const { companyProfileName = '', sku = '' } = useParams<{ companyProfileName: string; sku: string }>();
  const signedIn = useSession().user !== null;
  const q = useQuery('products.list', { companyProfileName, sku, limit: 1 });
  const p = q.data?.items[0];
  usePageTitle(p ? p.name : 'Product');
  if (q.error) return <Text role="alert" p="6">{q.error.status === 404 || q.error.status === 400 ? PRODUCT_MESSAGES.productNotFound : q.error.message}</Text>;
  if (!q.data) return <Text role="status" p="6">Loading...</Text>;
  if (!p) return <Text role="alert" p="6">{PRODUCT_MESSAGES.productNotFound}</Text>;
  return (
    <Stack maxW="1100px" mx="auto" p="4" gap="4">
      <OrganicSeen kind="PRODUCT_VIEW" hits={[{ type: 'PRODUCT', id: p.id }]} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Gallery product={p} />
        {/* on a phone the name and the buyer's actions come before the pictures */}
        <Stack gap="2" order={{ base: -1, md: 0 }}>
          <Text fontSize="sm" color="gray.600" data-testid="product-type">{productKind(p)}</Text>
          <PageHeader title={p.name} offline={q.offline} />
          <Text>SKU: {p.sku}</Text>
          <Text>
            By <AppLink href={links.profile(p.companyProfileName)}>{p.companyName}</AppLink>
          </Text>
          <BuyerActions product={p} />
          {p.description && <Text whiteSpace="pre-wrap">{p.description}</Text>}
          <HStack>
            <WatchlistAddButton key={String(signedIn)} signedIn={signedIn} item="product" itemId={p.id} />
            <ReportButton target="PRODUCT" targetId={p.id} targetName={p.name} />
          </HStack>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

function Gallery({ product }: { product: Product }) {
  const [index, setIndex] = useState(0);
  const images = product.images;
  if (images.length === 0) return <Box bg="gray.100" borderRadius="md" height="320px" role="img" aria-label="No images" data-testid="product-gallery" />;
  const current = images[Math.min(index, images.length - 1)];
  return (
    <Stack gap="2" role="region" aria-label="Images" data-testid="product-gallery">
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
