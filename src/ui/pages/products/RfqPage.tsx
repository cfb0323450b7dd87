// /rfqs/{id} (spec 2): a request for quotation: title, who asks, when, description and images.
import { Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { listedDate, PRODUCT_MESSAGES } from '../../../domain/companies/products';
import type { Rfq } from '../../../domain/companies/types';
import { usePageTitle } from '../../components/usePageTitle';
import { useApi } from '../../features/session/useApi';

type Load = { kind: 'loading' } | { kind: 'missing' } | { kind: 'ready'; rfq: Rfq };

export function RfqPage() {
  const { id = '' } = useParams<{ id: string }>();
  const api = useApi();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  usePageTitle(load.kind === 'ready' ? load.rfq.title : 'RFQ');
  useEffect(() => {
    let live = true;
    api.call('rfqs.get', { id }).then(
      (r) => live && setLoad(r ? { kind: 'ready', rfq: r } : { kind: 'missing' }),
      () => live && setLoad({ kind: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [api, id]);
  if (load.kind === 'loading') return <Text role="status" p="6">Loading...</Text>;
  if (load.kind === 'missing') return <Text role="alert" p="6">{PRODUCT_MESSAGES.rfqNotFound}</Text>;
  const r = load.rfq;
  return (
    <Stack maxW="900px" mx="auto" p="4" gap="3">
      <Text fontSize="sm" color="gray.600">Request for quotation</Text>
      <Heading as="h1" size="2xl">{r.title}</Heading>
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
