// /mtz-admin/user-extra-questions and /mtz-admin/company-extra-questions: questions with choices that members
// answer at /me/extra-info and company owners at /me/company/extra-info. The site admin adds a question (one or
// several choices may be picked; choices one per line), edits it and deletes it (confirmed; its answers go with it).
// On an edit, a choice whose label is kept keeps its answers; a renamed choice is a new one. Audited by the server.
import { Box, Button, Checkbox, Field, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { EXTRA_QUESTION_MAX, type ExtraAudience, type ExtraQuestion } from '../../../../domain/content/content';
import { askConfirm } from '../../../components/confirm-dialog/confirm';
import { OfflineMark } from '../../../features/data/OfflineMark';
import { useCommand, type Send } from '../../../features/data/useCommand';
import { useQuery } from '../../../features/data/useQuery';
import { useSession } from '../../../features/session/useSession';
import { AdminLayout } from '../AdminLayout';
import { attempt } from './attempt';
import { RecordHistory } from './RecordHistory';
import { useDraft } from './useDraft';

type Draft = { question: string; multiple: boolean; choices: string };
const BLANK: Draft = { question: '', multiple: false, choices: '' };

const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);

function QuestionForm({ label, initial, saveLabel, onSave, onCancel }: {
  label: string; initial: Draft; saveLabel: string; onSave(d: Draft): Promise<boolean>; onCancel?(): void;
}) {
  const { draft, setDraft, busy, submit } = useDraft(initial, BLANK, (d) => onSave({ ...d, question: d.question.trim() }), Boolean(onCancel));
  return (
    <Stack as="form" aria-label={label} gap="3" borderWidth="1px" borderRadius="md" p="4" onSubmit={submit}>
      <Field.Root required>
        <Field.Label>Question</Field.Label>
        <Input value={draft.question} maxLength={EXTRA_QUESTION_MAX} onChange={(e) => setDraft({ ...draft, question: e.target.value })} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Choices (one per line)</Field.Label>
        <Textarea value={draft.choices} rows={4} onChange={(e) => setDraft({ ...draft, choices: e.currentTarget.value })} />
      </Field.Root>
      <Checkbox.Root checked={draft.multiple} onCheckedChange={(c) => setDraft({ ...draft, multiple: c.checked === true })}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Several choices may be picked</Checkbox.Label>
      </Checkbox.Root>
      <HStack>
        <Button size="sm" type="submit" disabled={busy}>{saveLabel}</Button>
        {onCancel && <Button size="sm" variant="outline" onClick={onCancel}>Cancel</Button>}
      </HStack>
    </Stack>
  );
}

function QuestionCard({ q, send }: { q: ExtraQuestion; send: Send }) {
  const [editing, setEditing] = useState(false);
  const remove = async () => {
    if (!(await askConfirm(`Delete the question '${q.question}' and its answers?`, { confirmLabel: 'Delete' }))) return;
    await attempt(() => send('admin.extraQuestionDelete', { id: q.id }), 'Extra question deleted');
  };
  if (editing) {
    const save = (d: Draft) => {
      const choices = lines(d.choices).map((label) => ({ id: q.choices.find((c) => c.label.toLowerCase() === label.toLowerCase())?.id, label }));
      return attempt(() => send('admin.extraQuestionUpdate', { id: q.id, question: d.question, multiple: d.multiple, choices }), 'Extra question saved');
    };
    return (
      <QuestionForm
        label={`Edit ${q.question}`} saveLabel="Save changes" onCancel={() => setEditing(false)}
        initial={{ question: q.question, multiple: q.multiple, choices: q.choices.map((c) => c.label).join('\n') }}
        onSave={async (d) => (await save(d)) && (setEditing(false), true)}
      />
    );
  }
  return (
    <Box as="article" aria-label={q.question} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md">{q.question}</Heading>
      <Text fontSize="sm" color="gray.600">{q.multiple ? 'Several choices may be picked' : 'One choice'}</Text>
      <Box as="ul" my="2" pl="5">{q.choices.map((c) => <li key={c.id}>{c.label}</li>)}</Box>
      <HStack>
        <Button size="xs" variant="outline" onClick={() => setEditing(true)}>Edit</Button>
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove()}>Delete</Button>
      </HStack>
      <RecordHistory targetType="EXTRA_QUESTION" targetId={q.id} />
    </Box>
  );
}

function ExtraQuestionsPage({ audience, title }: { audience: ExtraAudience; title: string }) {
  const { user } = useSession();
  const q = useQuery('admin.extraQuestions', user?.admin ? { audience } : null);
  const { send } = useCommand();
  const create = (d: Draft) =>
    attempt(() => send('admin.extraQuestionCreate', { audience, question: d.question, multiple: d.multiple, choices: lines(d.choices) }), 'Extra question added');
  return (
    <AdminLayout title={title} crumbs={[{ label: title }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">{title}</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      <Stack gap="4">
        <QuestionForm label="New extra question" initial={BLANK} saveLabel="Add question" onSave={create} />
        {q.status === 'error' && !q.data && <Text color="red.600" role="alert">{q.error?.message}</Text>}
        {!q.data ? <Text role="status">Loading...</Text> : q.data.length === 0 ? <Text>No extra questions yet.</Text>
          : q.data.map((x) => <QuestionCard key={x.id} q={x} send={send} />)}
      </Stack>
    </AdminLayout>
  );
}

export const UserExtraQuestionsPage = () => <ExtraQuestionsPage audience="USER" title="User extra questions" />;
export const CompanyExtraQuestionsPage = () => <ExtraQuestionsPage audience="COMPANY" title="Company extra questions" />;
