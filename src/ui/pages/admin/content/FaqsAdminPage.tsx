// /mtz-admin/faqs: the FAQ topics shown at /faqs and /faqs/{profileName}. The site admin adds a topic (title and
// profile name, proposed from the title), renames it, moves it up or down, deletes it (confirmed), and manages its
// questions; every change is audited by the server and open admin pages refresh live (ADMIN events).
import { Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FAQ_PROFILE_NAME_MAX, FAQ_TITLE_MAX, toProfileName, type FaqTopic } from '../../../../domain/content/content';
import { links } from '../../../app/links';
import { AppLink } from '../../../components/AppLink';
import { askConfirm } from '../../../components/confirm-dialog/confirm';
import { OfflineMark } from '../../../features/data/OfflineMark';
import { useCommand, type Send } from '../../../features/data/useCommand';
import { useQuery } from '../../../features/data/useQuery';
import { AdminLayout } from '../AdminLayout';
import { attempt, moved } from './attempt';
import { FaqQuestions } from './FaqQuestions';
import { useDraft } from './useDraft';
import { RecordHistory } from './RecordHistory';

type Draft = { title: string; profileName: string };
const BLANK: Draft = { title: '', profileName: '' };

function TopicForm({ label, initial, saveLabel, onSave, onCancel }: {
  label: string; initial: Draft; saveLabel: string; onSave(d: Draft): Promise<boolean>; onCancel?(): void;
}) {
  const save = (d: Draft) => onSave({ title: d.title.trim(), profileName: d.profileName.trim() || toProfileName(d.title) });
  const { draft, setDraft, busy, submit } = useDraft(initial, BLANK, save, Boolean(onCancel));
  const proposed = toProfileName(draft.title);
  return (
    <Stack as="form" aria-label={label} gap="3" borderWidth="1px" borderRadius="md" p="4" onSubmit={submit}>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root required flex="2" minW="200px">
          <Field.Label>Title</Field.Label>
          <Input value={draft.title} maxLength={FAQ_TITLE_MAX} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
        </Field.Root>
        <Field.Root flex="1" minW="160px">
          <Field.Label>Profile name</Field.Label>
          <Input value={draft.profileName} placeholder={proposed} maxLength={FAQ_PROFILE_NAME_MAX} onChange={(e) => setDraft({ ...draft, profileName: e.target.value })} />
        </Field.Root>
        <Button size="sm" type="submit" disabled={busy}>{saveLabel}</Button>
        {onCancel && <Button size="sm" variant="outline" onClick={onCancel}>Cancel</Button>}
      </HStack>
    </Stack>
  );
}

function TopicCard({ topic, index, ids, send }: { topic: FaqTopic; index: number; ids: string[]; send: Send }) {
  const [editing, setEditing] = useState(false);
  const move = (by: -1 | 1) => attempt(() => send('admin.faqTopicsOrder', { ids: moved(ids, index, by) }), 'Topics reordered');
  const remove = async () => {
    if (!(await askConfirm(`Delete the topic '${topic.title}' and its questions?`, { confirmLabel: 'Delete' }))) return;
    await attempt(() => send('admin.faqTopicDelete', { id: topic.id }), 'FAQ topic deleted');
  };
  return (
    <Box as="section" aria-label={topic.title} borderWidth="1px" borderRadius="md" p="4">
      {editing ? (
        <TopicForm
          label={`Edit ${topic.title}`} initial={{ title: topic.title, profileName: topic.profileName }} saveLabel="Save changes" onCancel={() => setEditing(false)}
          onSave={async (d) => (await attempt(() => send('admin.faqTopicUpdate', { id: topic.id, ...d }), 'FAQ topic saved')) && (setEditing(false), true)}
        />
      ) : (
        <HStack justify="space-between" wrap="wrap" mb="3">
          <Box>
            <Heading as="h2" size="md">{topic.title}</Heading>
            <AppLink href={links.faqTopic(topic.profileName)} fontSize="sm">{links.faqTopic(topic.profileName)}</AppLink>
          </Box>
          <HStack gap="2" wrap="wrap">
            <Button size="xs" variant="outline" disabled={index === 0} onClick={() => void move(-1)}>Move up</Button>
            <Button size="xs" variant="outline" disabled={index === ids.length - 1} onClick={() => void move(1)}>Move down</Button>
            <Button size="xs" variant="outline" onClick={() => setEditing(true)}>Rename</Button>
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove()}>Delete topic</Button>
          </HStack>
        </HStack>
      )}
      <FaqQuestions topic={topic} send={send} />
      <RecordHistory targetType="FAQ_TOPIC" targetId={topic.id} />
    </Box>
  );
}

export function FaqsAdminPage() {
  const q = useQuery('faqs.list', undefined);
  const { send } = useCommand();
  const ids = q.data?.map((t) => t.id) ?? [];
  return (
    <AdminLayout title="FAQs" crumbs={[{ label: 'FAQs' }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">FAQs</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      <Stack gap="4">
        <TopicForm
          label="New FAQ topic" initial={BLANK} saveLabel="Add topic"
          onSave={(d) => attempt(() => send('admin.faqTopicCreate', d), 'FAQ topic added')}
        />
        {q.status === 'error' && !q.data && <Text color="red.600" role="alert">{q.error?.message}</Text>}
        {!q.data ? <Text role="status">Loading...</Text> : q.data.length === 0 ? <Text>No FAQ topics yet.</Text>
          : q.data.map((t, i) => <TopicCard key={t.id} topic={t} index={i} ids={ids} send={send} />)}
      </Stack>
    </AdminLayout>
  );
}
