// /me/rfqs (spec 2): add a request for quotation (title, description, up to 5 images) and list mine.
import { Button, Field, Heading, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { listedDate, PRODUCT_MESSAGES, RFQ_DESCRIPTION_MAX } from '../../../domain/companies/products';
import { RFI_IMAGE_LIMIT } from '../../../domain/companies/rules';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { MeLayout } from '../me/MeLayout';
import { PageHeader } from '../../components/page-header/PageHeader';

const RFQ_IMAGE_MAX_BYTES = 500 * 1024;
const asDataUrl = (f: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(new Error(`Could not read ${f.name}`));
    r.readAsDataURL(f);
  });

/** /me/rfqs shows the form and the list; /me/rfqs/add the form alone. */
export function MeRfqsPage({ view = 'all' }: { view?: 'all' | 'add' }) {
  usePageTitle(view === 'add' ? 'Add an RFQ' : 'My RFQs');
  const { send } = useCommand();
  const userId = useSession().user?.id ?? null;
  const q = useQuery('rfqs.list', userId ? { ownerIds: [userId], limit: 128 } : null);
  const rfqs = q.data?.items ?? null;
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (title.trim() === '') return setTitleError(PRODUCT_MESSAGES.titleRequired);
    setBusy(true);
    try {
      const base64Imgs = await Promise.all(files.map(asDataUrl));
      const rfq = await send('rfqs.create', { title: title.trim(), description, base64Imgs });
      showAlert(`RFQ '${rfq.title}' posted`, 'success');
      setTitle('');
      setDescription('');
      setFiles([]);
    } catch (e) {
      showAlert(errorText(e), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <MeLayout>
      <Stack gap="5">
        <PageHeader title={view === 'add' ? 'Add an RFQ' : 'RFQs'} offline={q.offline} />
        {view === 'all' && <AppLink href={links.meRfqsAdd()} alignSelf="flex-start">Open the RFQ form on its own</AppLink>}
        <form aria-label="Add an RFQ" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
            <Field.Root required invalid={!!titleError}>
              <Field.Label>Title</Field.Label>
              <Input value={title} maxLength={200} onChange={(e) => { setTitle(e.currentTarget.value); setTitleError(null); }} />
              <Field.ErrorText>{titleError}</Field.ErrorText>
            </Field.Root>
            <Field.Root>
              <Field.Label>Description</Field.Label>
              <Textarea value={description} rows={4} maxLength={RFQ_DESCRIPTION_MAX} onChange={(e) => setDescription(e.currentTarget.value)} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Images</Field.Label>
              <Input
                type="file"
                p="1"
                accept="image/png,image/jpeg,image/gif,image/webp"
                multiple
                onChange={(e) => {
                  const picked = Array.from(e.currentTarget.files ?? []);
                  e.currentTarget.value = '';
                  if (files.length + picked.length > RFI_IMAGE_LIMIT) return showAlert(`At most ${RFI_IMAGE_LIMIT} images`, 'warning');
                  if (picked.some((f) => f.size > RFQ_IMAGE_MAX_BYTES)) return showAlert('Each image may be at most 500 kB', 'warning');
                  setFiles((fs) => [...fs, ...picked]);
                }}
              />
              <Field.HelperText>{`${files.length} of at most ${RFI_IMAGE_LIMIT} selected`}</Field.HelperText>
            </Field.Root>
            <Button type="submit" alignSelf="flex-start" loading={busy}>Add RFQ</Button>
          </Stack>
        </form>
        {view === 'add' ? <AppLink href={links.meRfqs()}>See my RFQs</AppLink> : <Heading as="h2" size="md">My RFQs</Heading>}
        {view === 'add' ? null : q.error ? (
          <Text role="alert" color="red.600">{q.error.message}</Text>
        ) : rfqs === null ? (
          <Text role="status">Loading...</Text>
        ) : rfqs.length === 0 ? (
          <Text color="gray.600">No RFQs yet.</Text>
        ) : (
          <Table.Root size="sm" aria-label="My RFQs">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Title</Table.ColumnHeader>
                <Table.ColumnHeader>Posted</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rfqs.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell><AppLink href={links.rfq(r.id)}>{r.title}</AppLink></Table.Cell>
                  <Table.Cell>{listedDate(r.createdAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
    </MeLayout>
  );
}
