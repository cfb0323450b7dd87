// The saved-card picker (spec 2 "Shared"): one radio per saved card, the default marked; 'You have no card'.
import { Box, Stack, Text } from '@chakra-ui/react';
import type { Card } from '../../../domain/billing';

export type SavedCardPickerProps = { cards: Card[]; value: string | null; onChange(cardId: string): void; name?: string };

export function SavedCardPicker({ cards, value, onChange, name = 'saved-card' }: SavedCardPickerProps) {
  if (cards.length === 0) return <Text color="gray.600">You have no card</Text>;
  return (
    <Stack as="fieldset" gap="1">
      <Box as="legend" fontWeight="semibold" mb="1">Saved cards</Box>
      {cards.map((c) => (
        <label key={c.id} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <input type="radio" name={name} value={c.id} checked={value === c.id} onChange={() => onChange(c.id)} />
          <span>{c.brand} •••• {c.last4} — {c.name}{c.asDefault ? ' (default)' : ''}</span>
        </label>
      ))}
    </Stack>
  );
}
