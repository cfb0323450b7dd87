// An address on a map: OpenStreetMap's embed needs no API key (zoom about 12), or 'Address is not available'.
import { Box, Text } from '@chakra-ui/react';
import { MESSAGES } from '../../../domain/companies/rules';

export function AddressMap({ lat, lng, label }: { lat: number | null; lng: number | null; label: string | null }) {
  if (lat === null || lng === null) return <Text color="gray.600">{MESSAGES.addressUnavailable}</Text>;
  const d = 0.05; // about zoom 12
  const src = `https://www.openstreetmap.org/export/embed.html?bbox=${lng - d},${lat - d / 2},${lng + d},${lat + d / 2}&layer=mapnik&marker=${lat},${lng}`;
  return (
    <Box>
      <iframe title={`Map of ${label ?? 'the address'}`} src={src} width="100%" height="240" style={{ border: 0 }} loading="lazy" />
    </Box>
  );
}
