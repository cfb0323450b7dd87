// One search result (spec 2): the hit's image when it has one, its name as a link, what it belongs to (a
// product's company, an event's group), its place and a line of its description.
import { HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { SearchHit } from '../../../domain/companies/types';
import { AppLink } from '../../components/AppLink';
import { OrganicSeen, useSearchClick } from '../ads/organic';

export function SearchHitRow({ hit }: { hit: SearchHit }) {
  const clicked = useSearchClick();
  return (
    <HStack as="li" gap="3" borderBottomWidth="1px" py="2" align="center" listStyleType="none">
      {hit.imageUrl && <Image src={hit.imageUrl} alt="" boxSize="48px" objectFit="cover" borderRadius="sm" flex="none" />}
      <Stack gap="0" minW="0">
        <AppLink href={hit.link} fontWeight="semibold" onClick={() => clicked(hit)}>{hit.title}</AppLink>
        {hit.subtitle && <Text fontSize="sm" color="gray.600" lineClamp={1}>{hit.subtitle}</Text>}
        {hit.place && <Text fontSize="sm" color="gray.600" lineClamp={1}>{hit.place}</Text>}
        {hit.description && <Text fontSize="sm" lineClamp={1}>{hit.description}</Text>}
      </Stack>
    </HStack>
  );
}

export function SearchHitList({ hits, label }: { hits: SearchHit[]; label: string }) {
  return (
    <Stack as="ul" gap="0" aria-label={label} m="0" p="0">
      <OrganicSeen kind="SEARCH_APPEARANCE" hits={hits} />
      {hits.map((h) => <SearchHitRow key={`${h.type}-${h.id}`} hit={h} />)}
    </Stack>
  );
}
