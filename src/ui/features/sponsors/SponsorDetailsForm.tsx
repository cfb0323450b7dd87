// What a sponsor shows, filled after payment and editable later (spec 4): text, redirect link, banner image
// (the app's banner editor). 'Text updated' once the server saves text and link.
import { Button, Field, Image, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { SPONSOR_MESSAGES, SPONSOR_TEXT_MAX, type GroupSponsor } from '../../../domain/sponsors';
import { showAlert } from '../../components/alerts';
import { BannerEditorDialog } from '../../components/banner-editor';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';

const validLink = (s: string) => s === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(s);

/** The sponsor shown comes from the caller's query, which follows the saved changes by itself. */
export function SponsorDetailsForm({ sponsor }: { sponsor: GroupSponsor }) {
  const { send } = useCommand();
  const [text, setText] = useState(sponsor.text);
  const [adLink, setAdLink] = useState(sponsor.adLink);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const link = adLink.trim();
    if (!validLink(link)) return setError(SPONSOR_MESSAGES.invalidLink);
    setBusy(true);
    try {
      const r = await send('sponsors.update', { id: sponsor.id, text: text.trim(), adLink: link });
      showAlert(r.message || SPONSOR_MESSAGES.textUpdated, 'success');
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  async function upload(file: File, onProgress: (f: number) => void) {
    await send('sponsors.banner', { id: sponsor.id, bannerFile: file }, { onUploadProgress: onProgress });
    showAlert('Banner saved', 'success');
  }

  return (
    <Stack gap="3" maxW="640px">
      <Stack as="form" gap="3" onSubmit={(e) => void save(e)} aria-label={`Sponsor details for ${sponsor.groupName}`}>
        <Field.Root>
          <Field.Label>Sponsor text</Field.Label>
          <Textarea value={text} maxLength={SPONSOR_TEXT_MAX} onChange={(e) => setText(e.currentTarget.value)} />
          <Field.HelperText>max {SPONSOR_TEXT_MAX} characters</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Redirect link</Field.Label>
          <Input inputMode="url" placeholder="https://" value={adLink} onChange={(e) => setAdLink(e.currentTarget.value)} />
        </Field.Root>
        {error && <Text role="alert" color="red.600">{error}</Text>}
        <Button type="submit" size="sm" colorPalette="orange" alignSelf="flex-start" loading={busy}>Save text</Button>
      </Stack>
      {sponsor.banner ? <Image src={sponsor.banner} alt="Current banner" maxW="600px" aspectRatio={4} objectFit="cover" /> : <Text color="gray.600">No banner yet</Text>}
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setEditing(true)}>{sponsor.banner ? 'Change banner' : 'Add banner'}</Button>
      {editing && <BannerEditorDialog open title="Sponsor banner" currentUrl={sponsor.banner} onClose={() => setEditing(false)} onSave={upload} />}
    </Stack>
  );
}
