// /me/advertisement/ad-templates: the member's reusable ads, each previewed as it appears, and a form for a new one
// (headline, text, an image through the image upload box, where it leads: their company or a product, a group or an event).
import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { AD_LIMITS, AD_TARGET_TYPES, type AdTargetType } from '../../../domain/ads';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { ImageUploadBox } from '../../components/image-upload/ImageUploadBox';
import { AdCard } from '../../features/ads/AdCard';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { AdsLayout } from './AdsLayout';

const TARGET_LABELS: Record<AdTargetType, string> = { COMPANY: 'My company', PRODUCT: 'A product', GROUP: 'A group', EVENT: 'An event' };

const toDataUrl = (f: File) => new Promise<string>((resolve, reject) => {
  const r = new FileReader();
  r.onload = () => resolve(String(r.result));
  r.onerror = () => reject(new Error('The image could not be read'));
  r.readAsDataURL(f);
});

function TemplateForm() {
  const targets = useQuery('ads.targets', undefined);
  const { send, pending } = useCommand();
  const [headline, setHeadline] = useState('');
  const [text, setText] = useState('');
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [targetType, setTargetType] = useState<AdTargetType>('COMPANY');
  const [targetId, setTargetId] = useState('');
  const options = targets.data?.[targetType] ?? [];
  const target = options.find((o) => o.id === targetId) ?? options[0];
  const save = async () => {
    if (!target) return showAlert('Choose where the ad leads', 'warning');
    try {
      await send('ads.templates.create', { headline, text, imageUrl, targetType, targetId: target.id });
      showAlert('Template saved', 'success');
      setHeadline('');
      setText('');
      setImageUrl(null);
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <Stack gap="3" maxW="xl" as="form" aria-label="New ad template" onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <Field.Root required>
        <Field.Label>Headline</Field.Label>
        <Input value={headline} maxLength={AD_LIMITS.headline} onChange={(e) => setHeadline(e.currentTarget.value)} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Text</Field.Label>
        <Textarea value={text} maxLength={AD_LIMITS.text} onChange={(e) => setText(e.currentTarget.value)} />
      </Field.Root>
      <ImageUploadBox label="Ad image" buttonLabel="Use this image" upload={async (files) => setImageUrl(await toDataUrl(files[0]))} />
      {imageUrl && <Button size="xs" variant="ghost" alignSelf="start" onClick={() => setImageUrl(null)}>Remove image</Button>}
      <HStack gap="3" align="end">
        <Field.Root>
          <Field.Label>Leads to</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={targetType} onChange={(e) => { setTargetType(e.currentTarget.value as AdTargetType); setTargetId(''); }}>
              {AD_TARGET_TYPES.map((t) => <option key={t} value={t}>{TARGET_LABELS[t]}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>Target</Field.Label>
          <NativeSelect.Root disabled={options.length === 0}>
            <NativeSelect.Field value={target?.id ?? ''} onChange={(e) => setTargetId(e.currentTarget.value)}>
              {options.length === 0 && <option value="">Nothing to link yet</option>}
              {options.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <Text fontSize="sm" fontWeight="bold">Preview</Text>
      <AdCard ad={{ headline: headline || 'Your headline', text: text || 'Your text', imageUrl, targetLabel: target?.label ?? '' }} />
      <Button type="submit" alignSelf="start" loading={pending}>Save template</Button>
    </Stack>
  );
}

export function AdTemplatesPage() {
  const q = useQuery('ads.templates.list', undefined);
  const { send } = useCommand();
  const remove = async (id: string) => {
    if (!(await askConfirm('Remove this template?'))) return;
    await send('ads.templates.delete', { id }).catch((e: unknown) => showAlert(errorText(e), 'error'));
  };
  return (
    <AdsLayout title="Ad Templates" offline={q.offline} error={q.status === 'error' ? q.error?.message : null}>
      <Stack gap="6">
        <TemplateForm />
        {!q.data ? <Text role="status">Loading...</Text> : q.data.length === 0 ? <Text>No templates yet.</Text> : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {q.data.map((t) => (
              <AdCard key={t.id} ad={t} action={<Button size="xs" variant="ghost" colorPalette="red" alignSelf="start" onClick={() => void remove(t.id)}>Remove</Button>} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </AdsLayout>
  );
}
