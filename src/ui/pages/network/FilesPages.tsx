// Private company files (spec 4: request, accept, delete access): /me/mtz-files (my requests; my companies'
// files with upload and delete), /me/mtz-files/requests (requests to my companies: accept, delete) and
// /file-access/{mtzFileId} (request access; the file opens once the owner accepted).
import { Button, Field, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { MESSAGES } from '../../../domain/companies/rules';
import type { FileAccess, PrivateFile } from '../../../domain/companies/types';
import type { Endpoints } from '../../../sync/facade';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { usePageTitle } from '../../components/usePageTitle';
import { useLoginPrompt } from '../../features/companies/useLoginPrompt';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { MeLayout } from '../me/MeLayout';
import { PageHeader } from '../../components/page-header/PageHeader';

type OwnedFile = Endpoints['files.owned']['out']['files'][number];

const fail = (e: unknown) => showAlert(errorText(e), 'error');
const status = (a: FileAccess) => (a.accepted ? 'Accepted' : 'Pending');
const readDataUrl = (f: File) => new Promise<string>((resolve, reject) => {
  const r = new FileReader();
  r.onload = () => resolve(String(r.result));
  r.onerror = () => reject(new Error('File not readable'));
  r.readAsDataURL(f);
});

export function MtzFilesPage() {
  usePageTitle('Files');
  const { send } = useCommand();
  const mineQ = useQuery('files.accesses', { mine: true });
  const ownedQ = useQuery('files.owned', undefined);
  const mine = mineQ.data ?? (mineQ.status === 'error' ? [] : null);
  const owned = ownedQ.data;
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const withdraw = async (a: FileAccess) => {
    if (!(await askConfirm(MESSAGES.areYouSure))) return;
    await send('files.deleteAccess', { fileId: a.fileId, id: a.id }).catch(fail);
  };
  const company = owned?.companies[0];
  const upload = async () => {
    if (!company) return;
    if (!name.trim() || !file) return showAlert('Name and file are required', 'warning');
    try {
      await send('files.create', { companyId: company.id, name: name.trim(), base64: await readDataUrl(file) });
      setName('');
      setFile(null);
    } catch (e) {
      fail(e);
    }
  };
  const remove = async (f: OwnedFile) => {
    if (!(await askConfirm(MESSAGES.areYouSure))) return;
    await send('files.delete', { id: f.id }).catch(fail);
  };
  const failed = mineQ.error?.message ?? ownedQ.error?.message;
  return (
    <MeLayout>
      <HStack justify="space-between" mb="4">
        <PageHeader title="Files" offline={mineQ.offline || ownedQ.offline} />
        <AppLink href={links.meFileRequests()}>Access requests to my files</AppLink>
      </HStack>
      {failed && <Text color="red.600" role="alert">{failed}</Text>}
      <Stack gap="6">
        <Stack as="section" aria-label="My access requests" gap="1">
          <Heading as="h2" size="md">My access requests</Heading>
          {mine === null ? <Text role="status">Loading...</Text> : mine.length === 0 ? <Text>No request yet.</Text> : mine.map((a) => (
            <HStack key={a.id} borderBottomWidth="1px" py="2">
              <AppLink flex="1" href={links.fileAccess(a.fileId)}>{a.fileName ?? a.fileId}</AppLink>
              <Text fontSize="sm">{status(a)}</Text>
              <Button size="xs" variant="ghost" onClick={() => void withdraw(a)}>Delete</Button>
            </HStack>
          ))}
        </Stack>
        {company && (
          <Stack as="section" aria-label="My company files" gap="2">
            <Heading as="h2" size="md">Private files of {company.name}</Heading>
            <HStack align="flex-end" flexWrap="wrap">
              <Field.Root maxW="xs">
                <Field.Label>File name</Field.Label>
                <Input value={name} maxLength={200} onChange={(e) => setName(e.currentTarget.value)} />
              </Field.Root>
              <Field.Root maxW="xs">
                <Field.Label>File</Field.Label>
                <Input type="file" p="1" onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} />
              </Field.Root>
              <Button onClick={() => void upload()}>Upload</Button>
            </HStack>
            {owned?.files.map((f) => (
              <HStack key={f.id} borderBottomWidth="1px" py="2">
                <AppLink flex="1" href={links.fileAccess(f.id)}>{f.name}</AppLink>
                <Text fontSize="sm">{f.requests} requests, {f.accepted} accepted</Text>
                <Button size="xs" variant="ghost" aria-label={`Delete ${f.name}`} onClick={() => void remove(f)}>Delete</Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
    </MeLayout>
  );
}

export function MtzFileRequestsPage() {
  usePageTitle('File access requests');
  const { send } = useCommand();
  const q = useQuery('files.accesses', { mine: false });
  const list = q.data ?? (q.status === 'error' ? [] : null);
  const act = async (f: () => Promise<unknown>) => {
    await f().catch(fail);
  };
  return (
    <MeLayout>
      <AppLink href={links.meFiles()}>Files</AppLink>
      <PageHeader title="File access requests" offline={q.offline} my="4" />
      {q.status === 'error' && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      {list === null ? <Text role="status">Loading...</Text> : list.length === 0 ? <Text>No request yet.</Text> : (
        <Stack as="ul" listStyleType="none" gap="0" aria-label="Requests">
          {list.map((a) => (
            <HStack as="li" key={a.id} borderBottomWidth="1px" py="2" gap="3">
              <Text flex="1">{a.user ? `${a.user.firstname} ${a.user.lastname}` : a.userId} asks for {a.fileName}</Text>
              <Text fontSize="sm">{status(a)}</Text>
              {!a.accepted && <Button size="xs" onClick={() => void act(() => send('files.acceptAccess', { fileId: a.fileId, id: a.id }))}>Accept</Button>}
              <Button size="xs" variant="outline" onClick={() => void act(async () => (await askConfirm(MESSAGES.areYouSure)) && send('files.deleteAccess', { fileId: a.fileId, id: a.id }))}>Delete</Button>
            </HStack>
          ))}
        </Stack>
      )}
    </MeLayout>
  );
}

export function FileAccessPage() {
  const { mtzFileId = '' } = useParams<{ mtzFileId: string }>();
  const { send } = useCommand();
  const ask = useLoginPrompt();
  const q = useQuery('files.get', { id: mtzFileId });
  const file: PrivateFile | null | 'missing' = q.data ?? (q.status === 'error' ? 'missing' : null);
  usePageTitle(file && file !== 'missing' ? file.name : 'File');
  const request = async () => {
    if (!ask(MESSAGES.needLogin)) return;
    try {
      await send('files.requestAccess', { id: mtzFileId });
      showAlert('Access requested', 'success');
    } catch (e) {
      fail(e);
    }
  };
  if (file === null) return <Text role="status" p="6">Loading...</Text>;
  if (file === 'missing') return <Text role="alert" p="6">File not found</Text>;
  return (
    <Stack gap="3" py="6" maxW="850px">
      <PageHeader title={file.name} offline={q.offline} />
      {file.url ? (
        <Link href={file.url} download={file.name} alignSelf="flex-start">Open file</Link>
      ) : file.access ? (
        <Text role="status">{file.access.accepted ? 'Accepted' : 'Access requested: waiting for the owner.'}</Text>
      ) : (
        <>
          <Text>This file is private. Its company shares it with members it accepts.</Text>
          <Button alignSelf="flex-start" onClick={() => void request()}>Request access</Button>
        </>
      )}
    </Stack>
  );
}
