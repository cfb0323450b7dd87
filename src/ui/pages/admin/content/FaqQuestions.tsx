// The questions of one FAQ topic in the admin portal: add (question and rich-text answer), edit, move up or down,
// delete (confirmed). The server sanitises answers and audits every change.
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FAQ_QUESTION_MAX, type FaqQuestion, type FaqTopic } from '../../../../domain/content/content';
import { richTextTooLong } from '../../../../domain/groups/rich-text';
import { askConfirm } from '../../../components/confirm-dialog/confirm';
import { RichText } from '../../../components/rich-text/RichText';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor';
import type { Send } from '../../../features/data/useCommand';
import { attempt, moved } from './attempt';
import { useDraft } from './useDraft';

type Draft = { question: string; answer: string };
const BLANK: Draft = { question: '', answer: '' };

function QuestionForm({ label, initial, saveLabel, onSave, onCancel }: {
  label: string; initial: Draft; saveLabel: string; onSave(d: Draft): Promise<boolean>; onCancel?(): void;
}) {
  const { draft, setDraft, busy, submit } = useDraft(initial, BLANK, (d) => onSave({ ...d, question: d.question.trim() }), Boolean(onCancel));
  return (
    <Stack as="form" aria-label={label} gap="2" borderWidth="1px" borderRadius="md" p="3" onSubmit={submit}>
      <Field.Root required>
        <Field.Label>Question</Field.Label>
        <Input value={draft.question} maxLength={FAQ_QUESTION_MAX} onChange={(e) => setDraft({ ...draft, question: e.target.value })} />
      </Field.Root>
      <RichTextEditor label="Answer" value={draft.answer} onChange={(answer) => setDraft((d) => ({ ...d, answer }))} />
      <HStack>
        <Button size="sm" type="submit" disabled={busy || richTextTooLong(draft.answer)}>{saveLabel}</Button>
        {onCancel && <Button size="sm" variant="outline" onClick={onCancel}>Cancel</Button>}
      </HStack>
    </Stack>
  );
}

function QuestionRow({ q, index, topic, send }: { q: FaqQuestion; index: number; topic: FaqTopic; send: Send }) {
  const [editing, setEditing] = useState(false);
  const ids = topic.questions.map((x) => x.id);
  const move = (by: -1 | 1) => attempt(() => send('admin.faqQuestionsOrder', { topicId: topic.id, ids: moved(ids, index, by) }), 'Questions reordered');
  const remove = async () => {
    if (!(await askConfirm(`Delete the question '${q.question}'?`, { confirmLabel: 'Delete' }))) return;
    await attempt(() => send('admin.faqQuestionDelete', { id: q.id }), 'Question deleted');
  };
  if (editing) {
    return (
      <QuestionForm
        label={`Edit ${q.question}`} initial={{ question: q.question, answer: q.answer }} saveLabel="Save changes" onCancel={() => setEditing(false)}
        onSave={async (d) => (await attempt(() => send('admin.faqQuestionUpdate', { id: q.id, ...d }), 'Question saved')) && (setEditing(false), true)}
      />
    );
  }
  return (
    <Box as="li" aria-label={q.question} borderWidth="1px" borderRadius="md" p="3" listStyleType="none">
      <Text fontWeight="semibold">{q.question}</Text>
      <RichText html={q.answer} my="1" />
      <HStack gap="2" wrap="wrap">
        <Button size="xs" variant="outline" disabled={index === 0} onClick={() => void move(-1)}>Move up</Button>
        <Button size="xs" variant="outline" disabled={index === ids.length - 1} onClick={() => void move(1)}>Move down</Button>
        <Button size="xs" variant="outline" onClick={() => setEditing(true)}>Edit</Button>
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove()}>Delete</Button>
      </HStack>
    </Box>
  );
}

export function FaqQuestions({ topic, send }: { topic: FaqTopic; send: Send }) {
  return (
    <Stack gap="2">
      {topic.questions.length === 0 ? <Text color="gray.600">No questions yet.</Text> : (
        <Stack as="ol" gap="2" aria-label={`Questions of ${topic.title}`}>
          {topic.questions.map((q, i) => <QuestionRow key={q.id} q={q} index={i} topic={topic} send={send} />)}
        </Stack>
      )}
      <QuestionForm
        label={`New question in ${topic.title}`} initial={{ question: '', answer: '' }} saveLabel="Add question"
        onSave={(d) => attempt(() => send('admin.faqQuestionCreate', { topicId: topic.id, ...d }), 'Question added')}
      />
    </Stack>
  );
}
