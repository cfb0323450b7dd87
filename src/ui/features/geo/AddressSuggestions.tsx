// Address suggestions under the address field, only when the server says a geocoder is configured: after a pause
// in typing (300 ms, at least 3 characters) the server asks its geocoder; picking one fills the address form.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AddressSuggestion } from '../../../domain/companies/types';
import { useQuery } from '../data/useQuery';
import { useDebounced } from './useDebounced';

export function AddressSuggestions({ text, onPick }: { text: string; onPick(s: AddressSuggestion): void }) {
  const geocoder = useQuery('geo.geocoder', {});
  const [picked, setPicked] = useState<string | null>(null);
  const q = useDebounced(text.trim(), 300);
  const on = geocoder.data?.configured === true && q.length >= 3 && q !== picked && text.trim() === q;
  const found = useQuery('geo.autocomplete', on ? { q } : null);
  if (!on || !found.data?.length) return null;
  return (
    <Stack as="ul" aria-label="Address suggestions" listStyleType="none" gap="1" mt="1" w="full">
      {found.data.map((s) => (
        <li key={`${s.label} ${s.lat} ${s.lng}`}>
          <Button size="xs" variant="ghost" h="auto" py="1" whiteSpace="normal" textAlign="start" justifyContent="start"
            onClick={() => { setPicked(s.address || q); onPick(s); }}>
            <Text as="span">{s.label}</Text>
          </Button>
        </li>
      ))}
    </Stack>
  );
}
