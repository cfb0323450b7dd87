// /mtz-admin/news: the platform's news (shown on /mtz-news once published). The site admin writes a post with the
// rich-text editor, saves it as a draft or publishes it, edits, publishes/unpublishes and deletes (confirmed);
// every change is audited by the server.
import { Badge, Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { NEWS_TITLE_MAX, type NewsPost } from '../../../domain/news/news';
import { richTextTooLong } from '../../../domain/groups/rich-text';
import { formatDay } from '../../../domain/shared/dates';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { RichText } from '../../components/rich-text/RichText';
import { RichTextEditor } from '../../components/rich-text/RichTextEditor';
import { errorText } from '../../features/data/errorText';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useCommand, type Send } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { AdminLayout } from './AdminLayout';
import { FIRST_PAGE, Pager, pageWindow, useKept } from './listing';

type Draft = { title: string; body: string };

/** Sends one change; says how it went; true when it worked. */
async function attempt(work: () => Promise<unknown>, done: string): Promise<boolean> {
  try {
    await work();
    showAlert(done, 'success');
    return true;
  } catch (e) {
    showAlert(errorText(e), 'error');
    return false;
  }
}

function NewsForm({ initial, label, onSave, onCancel }: {
  initial: Draft; label: string; onSave(d: Draft, publish: boolean | undefined): Promise<boolean>; onCancel?(): void;
}) {
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const save = async (publish: boolean | undefined) => {
    setBusy(true);
    const ok = await onSave({ title: draft.title.trim(), body: draft.body }, publish);
    setBusy(false);
    if (ok && !onCancel) setDraft({ title: '', body: '' });
  };
  const blocked = busy || richTextTooLong(draft.body);
  return (
    <Stack as="form" aria-label={label} gap="3" borderWidth="1px" borderRadius="md" p="4" onSubmit={(e) => e.preventDefault()}>
      <Field.Root required>
        <Field.Label>Title</Field.Label>
        <Input value={draft.title} maxLength={NEWS_TITLE_MAX} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
      </Field.Root>
      <RichTextEditor label="News text" value={draft.body} onChange={(body) => setDraft((d) => ({ ...d, body }))} />
      <HStack>
        {onCancel ? <Button size="sm" disabled={blocked} onClick={() => void save(undefined)}>Save changes</Button> : (
          <>
            <Button size="sm" disabled={blocked} onClick={() => void save(true)}>Publish</Button>
            <Button size="sm" variant="outline" disabled={blocked} onClick={() => void save(false)}>Save as draft</Button>
          </>
        )}
        {onCancel && <Button size="sm" variant="outline" onClick={onCancel}>Cancel</Button>}
      </HStack>
    </Stack>
  );
}

function NewsRow({ post, send }: { post: NewsPost; send: Send }) {
  const [editing, setEditing] = useState(false);
  const toggle = () => attempt(() => send('admin.newsUpdate', { id: post.id, published: !post.published }), post.published ? 'News post unpublished' : 'News post published');
  const remove = async () => {
    if (!(await askConfirm(`Delete the news post '${post.title}'?`, { confirmLabel: 'Delete' }))) return;
    await attempt(() => send('admin.newsDelete', { id: post.id }), 'News post deleted');
  };
  if (editing) {
    return (
      <NewsForm
        initial={{ title: post.title, body: post.body }} label={`Edit ${post.title}`} onCancel={() => setEditing(false)}
        onSave={async (d) => (await attempt(() => send('admin.newsUpdate', { id: post.id, ...d }), 'News post saved')) && (setEditing(false), true)}
      />
    );
  }
  return (
    <Box as="article" aria-label={post.title} borderWidth="1px" borderRadius="md" p="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md">{post.title}</Heading>
        <Badge colorPalette={post.published ? 'green' : 'gray'}>{post.published ? 'Published' : 'Draft'}</Badge>
      </HStack>
      <Text fontSize="sm" color="gray.600">{formatDay(post.createdAt)} · {post.authorName}</Text>
      <RichText html={post.body} my="2" />
      <HStack>
        <Button size="xs" variant="outline" onClick={() => setEditing(true)}>Edit</Button>
        <Button size="xs" variant="outline" onClick={() => void toggle()}>{post.published ? 'Unpublish' : 'Publish'}</Button>
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove()}>Delete</Button>
      </HStack>
    </Box>
  );
}

export function NewsAdminPage() {
  const { user } = useSession();
  const [page, setPage] = useState(FIRST_PAGE);
  const q = useQuery('admin.news', user?.admin ? pageWindow(page) : null);
  const list = useKept(q.data);
  const { send } = useCommand();
  const create = (d: Draft, publish: boolean | undefined) =>
    attempt(() => send('admin.newsCreate', { ...d, published: publish === true }), publish ? 'News post published' : 'News post saved as draft');
  return (
    <AdminLayout title="News" crumbs={[{ label: 'News' }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">News</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      <Stack gap="4">
        <NewsForm initial={{ title: '', body: '' }} label="New news post" onSave={create} />
        {q.status === 'error' && !list && <Text color="red.600" role="alert">{q.error?.message}</Text>}
        {!list ? <Text role="status">Loading...</Text> : list.items.length === 0 ? <Text>No news posts yet.</Text> : (
          <>
            {list.items.map((p) => <NewsRow key={p.id} post={p} send={send} />)}
            <Pager total={list.total} page={page} onChange={setPage} />
          </>
        )}
      </Stack>
    </AdminLayout>
  );
}
