// /me/advertisement/ad-templates: the member's reusable ads, each previewed as it appears with Edit and Remove, and a
// form for a new one (TemplateForm: headline, text, an image through the image upload box, where it leads).
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { AdCard } from '../../features/ads/AdCard';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { AdsLayout } from './AdsLayout';
import { TemplateForm } from './TemplateForm';

export function AdTemplatesPage() {
  const q = useQuery('ads.templates.list', undefined);
  const { send } = useCommand();
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = q.data?.find((t) => t.id === editingId);
  const remove = async (id: string) => {
    if (!(await askConfirm('Remove this template?'))) return;
    await send('ads.templates.delete', { id }).catch((e: unknown) => showAlert(errorText(e), 'error'));
  };
  return (
    <AdsLayout title="Ad Templates" offline={q.offline} error={q.status === 'error' ? q.error?.message : null}>
      <Stack gap="6">
        {editing ? <TemplateForm key={editing.id} editing={editing} onDone={() => setEditingId(null)} /> : <TemplateForm />}
        {!q.data ? <Text role="status">Loading...</Text> : q.data.length === 0 ? <Text>No templates yet.</Text> : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {q.data.map((t) => (
              <AdCard key={t.id} ad={t} action={(
                <HStack>
                  <Button size="xs" variant="ghost" alignSelf="start" aria-label={`Edit ${t.headline}`} onClick={() => setEditingId(t.id)}>Edit</Button>
                  <Button size="xs" variant="ghost" colorPalette="red" alignSelf="start" onClick={() => void remove(t.id)}>Remove</Button>
                </HStack>
              )} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </AdsLayout>
  );
}
