// The Note button on another company's profile (spec 6): the signed-in viewer's private notes about that
// company and a form to write one (title and content required, content at most 2000 characters, files
// optional). Visitors are asked to log in first; the owner sees no Note button (nobody notes their own company).
import { Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { NOTE_LIMITS, noteProblem } from '../../../domain/crm/notes';
import { MESSAGES } from '../../../domain/companies/rules';
import { showAlert } from '../../components/alerts';
import { AppDialog } from '../../components/dialog/AppDialog';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';
import { useQuery } from '../data/useQuery';
import { useLoginPrompt } from '../companies/useLoginPrompt';
import { NoteList } from './NoteList';

export function NoteButton({ companyId, companyName }: { companyId: string; companyName: string }) {
  const ask = useLoginPrompt();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => ask(MESSAGES.needLogin) && setOpen(true)}>Note</Button>
      {open && <NoteDialog companyId={companyId} companyName={companyName} onClose={() => setOpen(false)} />}
    </>
  );
}

function NoteDialog({ companyId, companyName, onClose }: { companyId: string; companyName: string; onClose(): void }) {
  const notes = useQuery('notes.list', { companyId, limit: 128 });
  const { send, pending } = useCommand();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const left = NOTE_LIMITS.content - content.length;
  const save = async () => {
    const p = noteProblem({ title, content });
    setProblem(p);
    if (p) return;
    try {
      const note = await send('notes.create', { companyId, title: title.trim(), content });
      for (const f of files) await send('notes.files.upload', { noteId: note.id, file: f, fileName: f.name });
      setTitle('');
      setContent('');
      setFiles([]);
      showAlert('Note saved', 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <AppDialog open title={`Notes on ${companyName}`} onClose={onClose} size="lg">
      <Stack gap="4">
        <form noValidate aria-label="New note" onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <Stack gap="2">
          <Field.Root required>
            <Field.Label>Title</Field.Label>
            <Input value={title} maxLength={NOTE_LIMITS.title} onChange={(e) => setTitle(e.currentTarget.value)} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Content</Field.Label>
            <Textarea rows={4} value={content} onChange={(e) => setContent(e.currentTarget.value.slice(0, NOTE_LIMITS.content))} />
            <Field.HelperText color={left <= 25 ? 'red.600' : undefined}>{content.length}/{NOTE_LIMITS.content}</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Files</Field.Label>
            <Input type="file" multiple p="1" onChange={(e) => setFiles([...(e.currentTarget.files ?? [])])} />
          </Field.Root>
          {problem && <Text role="alert" color="red.600">{problem}</Text>}
          <HStack><Button type="submit" loading={pending}>Save note</Button></HStack>
        </Stack>
        </form>
        {notes.status === 'error' ? <Text role="alert" color="red.600">{notes.error?.message}</Text>
          : notes.data ? <NoteList notes={notes.data} showCompany={false} /> : <Text role="status">Loading...</Text>}
      </Stack>
    </AppDialog>
  );
}
