// The ad template form, for a new template or to edit one: headline, text, an image through the image upload box,
// where it leads (the member's company or a product, a group or an event), previewed as it will appear. The server
// checks the target and refuses to edit a template a running or draft campaign uses (its message is shown).
import { Button, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { AD_LIMITS, AD_TARGET_TYPES, type AdTargetType, type AdTemplate } from '../../../domain/ads';
import { showAlert } from '../../components/alerts';
import { ImageUploadBox } from '../../components/image-upload/ImageUploadBox';
import { AdCard } from '../../features/ads/AdCard';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';

const TARGET_LABELS: Record<AdTargetType, string> = { COMPANY: 'My company', PRODUCT: 'A product', GROUP: 'A group', EVENT: 'An event' };

const toDataUrl = (f: File) => new Promise<string>((resolve, reject) => {
  const r = new FileReader();
  r.onload = () => resolve(String(r.result));
  r.onerror = () => reject(new Error('The image could not be read'));
  r.readAsDataURL(f);
});

/** `editing`: the template changed in place (then `onDone` closes the form); none: a new one. */
export function TemplateForm({ editing, onDone }: { editing?: AdTemplate; onDone?: () => void }) {
  const targets = useQuery('ads.targets', undefined);
  const { send, pending } = useCommand();
  const [headline, setHeadline] = useState(editing?.headline ?? '');
  const [text, setText] = useState(editing?.text ?? '');
  const [imageUrl, setImageUrl] = useState<string | null>(editing?.imageUrl ?? null);
  const [targetType, setTargetType] = useState<AdTargetType>(editing?.targetType ?? 'COMPANY');
  const [targetId, setTargetId] = useState(editing?.targetId ?? '');
  const options = targets.data?.[targetType] ?? [];
  const target = options.find((o) => o.id === targetId) ?? options[0];
  const save = async () => {
    if (!target) return showAlert('Choose where the ad leads', 'warning');
    const input = { headline, text, imageUrl, targetType, targetId: target.id };
    try {
      if (editing) await send('ads.templates.update', { id: editing.id, ...input });
      else await send('ads.templates.create', input);
      showAlert('Template saved', 'success');
      if (onDone) return onDone();
      setHeadline('');
      setText('');
      setImageUrl(null);
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <Stack gap="3" maxW="xl" as="form" aria-label={editing ? 'Edit ad template' : 'New ad template'} onSubmit={(e) => { e.preventDefault(); void save(); }}>
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
              {options.length === 0 && <option value="">{targets.data ? 'Nothing to link yet' : 'Loading...'}</option>}
              {options.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <Text fontSize="sm" fontWeight="bold">Preview</Text>
      <AdCard ad={{ headline: headline || 'Your headline', text: text || 'Your text', imageUrl, targetLabel: target?.label ?? '' }} />
      <HStack>
        {/* until the member's targets are read there is nothing to save the ad's link to */}
        <Button type="submit" alignSelf="start" loading={pending || !targets.data}>{editing ? 'Save changes' : 'Save template'}</Button>
        {onDone && <Button variant="outline" onClick={onDone}>Cancel</Button>}
      </HStack>
    </Stack>
  );
}
