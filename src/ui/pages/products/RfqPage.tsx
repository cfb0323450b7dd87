// /rfqs/{id} (spec 2): a request for quotation: title, who asks, when, description and images.
import { HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { listedDate, PRODUCT_MESSAGES } from '../../../domain/companies/products';
import { usePageTitle } from '../../components/usePageTitle';
import { useQuery } from '../../features/data/useQuery';
import { OrganicSeen } from '../../features/ads/organic';
import { PageHeader } from '../../components/page-header/PageHeader';

export function RfqPage() {
  const { id = '' } = useParams<{ id: string }>();
  const q = useQuery('rfqs.get', { id });
  const r = q.data;
  usePageTitle(r ? r.title : 'RFQ');
  if (q.error) return <Text role="alert" p="6">{q.error.status === 404 || q.error.status === 400 ? PRODUCT_MESSAGES.rfqNotFound : q.error.message}</Text>;
  if (!r) return <Text role="status" p="6">Loading...</Text>;
  return (
    <Stack maxW="900px" mx="auto" p="4" gap="3">
      <OrganicSeen kind="RFQ_VIEW" hits={[{ type: 'RFQ', id: r.id }]} />
      <Text fontSize="sm" color="gray.600">Request for quotation</Text>
      <PageHeader title={r.title} offline={q.offline} />
      <Text fontSize="sm">{`By ${r.ownerName}, ${listedDate(r.createdAt)}`}</Text>
      {r.description && <Text whiteSpace="pre-wrap">{r.description}</Text>}
      {r.images.length > 0 && (
        <HStack gap="2" flexWrap="wrap" role="region" aria-label="Images">
          {r.images.map((src, i) => <Image key={i} src={src} alt={`${r.title} image ${i + 1}`} width="180px" borderRadius="md" />)}
        </HStack>
      )}
    </Stack>
  );
}
