// Contact/RFI dialog (spec 5 and 7): title, short description (max 200), long description (max 1000),
// request types, up to 5 images; sent as multipart parts "rfi" (JSON) and "files".
import { Button, Checkbox, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { RFI_IMAGE_LIMIT, RFI_LONG_MAX, RFI_SHORT_MAX } from '../../../domain/companies/rules';
import type { RfiType } from '../../../domain/companies/types';
import { showAlert } from '../../components/alerts';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';
import { useQuery } from '../data/useQuery';

const Counter = ({ n, max }: { n: number; max: number }) => (
  <Text fontSize="xs" color={max - n <= 10 ? 'red.600' : 'gray.600'}>{n}/{max}</Text>
);

export function RfiDialog({ companyId, onClose }: { companyId: string; onClose(): void }) {
  const { send: sendCommand } = useCommand();
  const types: RfiType[] = useQuery('rfiTypes.list', undefined).data ?? [];
  const [title, setTitle] = useState('');
  const [shortDesc, setShort] = useState('');
  const [longDesc, setLong] = useState('');
  const [typeIds, setTypeIds] = useState<string[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!title.trim() || !shortDesc.trim()) return showAlert('Title and short description are required', 'warning');
    setBusy(true);
    try {
      await sendCommand('rfis.create', { companyId, rfi: { title, shortDesc, longDesc, requestTypeIds: typeIds }, files });
      showAlert('RFI sent', 'success');
      onClose();
    } catch (e) {
      showAlert(errorText(e), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack role="dialog" aria-label="Contact/RFI" borderWidth="1px" p="4" gap="3" bg="white" shadow="lg" maxW="560px">
      <Text as="h2" fontWeight="bold" fontSize="lg">Contact/RFI</Text>
      <Field.Root required>
        <Field.Label>Title</Field.Label>
        <Input value={title} maxLength={200} onChange={(e) => setTitle(e.currentTarget.value)} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Short description</Field.Label>
        <Textarea value={shortDesc} onChange={(e) => setShort(e.currentTarget.value.slice(0, RFI_SHORT_MAX))} />
        <Counter n={shortDesc.length} max={RFI_SHORT_MAX} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Long description</Field.Label>
        <Textarea value={longDesc} rows={5} onChange={(e) => setLong(e.currentTarget.value.slice(0, RFI_LONG_MAX))} />
        <Counter n={longDesc.length} max={RFI_LONG_MAX} />
      </Field.Root>
      <Stack gap="1" role="group" aria-label="Request types">
        <Text fontSize="sm" fontWeight="medium">Request types</Text>
        {types.map((t) => (
          <Checkbox.Root key={t.id} checked={typeIds.includes(t.id)} onCheckedChange={(d) => setTypeIds((ids) => (d.checked ? [...ids, t.id] : ids.filter((x) => x !== t.id)))}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t.description}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <Field.Root>
        <Field.Label>Images (up to {RFI_IMAGE_LIMIT})</Field.Label>
        <input type="file" accept="image/*" multiple onChange={(e) => setFiles([...(e.currentTarget.files ?? [])].slice(0, RFI_IMAGE_LIMIT))} />
      </Field.Root>
      <HStack>
        <Button onClick={() => void send()} loading={busy}>Send</Button>
        <Button variant="ghost" onClick={onClose}>Cancel</Button>
      </HStack>
    </Stack>
  );
}
