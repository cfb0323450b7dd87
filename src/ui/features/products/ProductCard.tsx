// A product as menu pages and profile tabs show it (spec 2): type Product or Service, name (a link to its
// page), SKU, date listed and the first image.
import { Box, Image, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { listedDate, productKind } from '../../../domain/companies/products';
import type { Product } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';

export function ProductCard({ product, listedAt, children }: { product: Product; listedAt?: number; children?: ReactNode }) {
  const first = product.images[0];
  return (
    <Stack as="article" aria-label={product.name} borderWidth="1px" borderRadius="md" p="3" gap="1" data-testid="product-card">
      <Box height="120px" bg="gray.100" borderRadius="sm" overflow="hidden">
        {first && <Image src={first.path} alt={`${product.name} image`} width="100%" height="120px" objectFit="cover" />}
      </Box>
      <Text fontSize="xs" color="gray.600">{productKind(product)}</Text>
      <AppLink href={links.product(product.companyProfileName, product.sku)} fontWeight="semibold">{product.name}</AppLink>
      <Text fontSize="sm">SKU: {product.sku}</Text>
      <Text fontSize="xs" color="gray.600">Listed {listedDate(listedAt ?? product.createdAt)}</Text>
      {children}
    </Stack>
  );
}
