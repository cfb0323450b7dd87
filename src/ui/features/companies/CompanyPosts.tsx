// Company posts: the profile's Posts tab (newest first; the owner writes, edits, deactivates/reactivates
// and deletes with the rich-text editor; visitors see active posts only) and one post's card.
import { Badge, Box, Button, Field, HStack, Heading, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { COMPANY_POST_MESSAGES, COMPANY_POST_TITLE_MAX, sortPostsNewestFirst, type CompanyPost } from '../../../domain/companies/posts';
import type { Company } from '../../../domain/companies/types';
import { richTextTooLong } from '../../../domain/groups/rich-text';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { RichText } from '../../components/rich-text/RichText';
import { RichTextEditor } from '../../components/rich-text/RichTextEditor';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';
import { useQuery } from '../data/useQuery';
import { formatDay } from '../../../domain/shared/dates';

/** The post editor (title and rich text): the profile's Posts tab and the timeline's composer. */
export function PostForm({ initial, submitLabel, onSubmit, onCancel }: {
  initial: { title: string; content: string };
  submitLabel: string;
  onSubmit(v: { title: string; content: string }): Promise<boolean>;
  onCancel?(): void;
}) {
  const [title, setTitle] = useState(initial.title);
  const [content, setContent] = useState(initial.content);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const ok = await onSubmit({ title: title.trim(), content });
    setBusy(false);
    if (ok && !onCancel) {
      setTitle('');
      setContent('');
    }
  };
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Field.Root>
        <Field.Label>Post title</Field.Label>
        <Input value={title} maxLength={COMPANY_POST_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
      </Field.Root>
      <RichTextEditor label={onCancel ? 'Edit post' : 'New post'} value={content} onChange={setContent} />
      <HStack>
        <Button size="sm" loading={busy} disabled={richTextTooLong(content)} onClick={() => void submit()}>{submitLabel}</Button>
        {onCancel && <Button size="sm" variant="outline" onClick={onCancel}>Cancel</Button>}
      </HStack>
    </Stack>
  );
}

/** One post: title, date, rich text, images; the owner's buttons when isOwner. */
export function CompanyPostCard({ post, isOwner, showCompany }: { post: CompanyPost; isOwner: boolean; showCompany?: boolean }) {
  const { send } = useCommand();
  const [editing, setEditing] = useState(false);
  const update = async (changes: { title?: string | null; content?: string; deactivated?: boolean }, done: string) => {
    try {
      await send('companyPosts.update', { id: post.id, ...changes });
      showAlert(done, 'success');
      return true;
    } catch (e) {
      showAlert(errorText(e), 'error');
      return false;
    }
  };
  const toggle = async () => {
    if (!(await askConfirm('Are you sure?'))) return;
    await update({ deactivated: !post.deactivated }, post.deactivated ? 'Post reactivated' : 'Post deactivated');
  };
  const remove = async () => {
    if (!(await askConfirm('Are you sure?'))) return;
    try {
      await send('companyPosts.remove', { id: post.id });
      showAlert(COMPANY_POST_MESSAGES.deleted, 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <Box as="article" aria-label={post.title ?? 'Post'} borderWidth="1px" borderRadius="md" p="3" opacity={post.deactivated ? 0.7 : 1}>
      {editing ? (
        <PostForm
          initial={{ title: post.title ?? '', content: post.content }}
          submitLabel="Save post"
          onCancel={() => setEditing(false)}
          onSubmit={async (v) => {
            const ok = await update({ title: v.title || null, content: v.content }, COMPANY_POST_MESSAGES.updated);
            if (ok) setEditing(false);
            return ok;
          }}
        />
      ) : (
        <Stack gap="2">
          <HStack justify="space-between" wrap="wrap">
            {post.title ? <Heading as="h3" size="md"><AppLink href={links.companyPost(post.id)}>{post.title}</AppLink></Heading> : <AppLink href={links.companyPost(post.id)}>Open post</AppLink>}
            <HStack>
              {post.deactivated && <Badge colorPalette="gray">Deactivated</Badge>}
              <Text fontSize="sm" color="gray.600">{formatDay(post.createdAt)}</Text>
            </HStack>
          </HStack>
          {showCompany && <Text fontSize="sm">By <AppLink href={links.profile(post.companyProfileName, 'posts')}>{post.companyName}</AppLink></Text>}
          <RichText html={post.content} />
          {post.images.length > 0 && (
            <HStack wrap="wrap">{post.images.map((src, i) => <Image key={i} src={src} alt={`${post.title ?? 'Post'} image ${i + 1}`} maxH="200px" />)}</HStack>
          )}
          {isOwner && (
            <HStack gap="2">
              <Button size="xs" variant="outline" onClick={() => setEditing(true)}>Edit</Button>
              <Button size="xs" variant="outline" onClick={() => void toggle()}>{post.deactivated ? 'Reactivate' : 'Deactivate'}</Button>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove()}>Delete</Button>
            </HStack>
          )}
        </Stack>
      )}
    </Box>
  );
}

/** The profile's Posts tab. */
export function CompanyPostsSection({ company, isOwner }: { company: Company; isOwner: boolean }) {
  const { send } = useCommand();
  const q = useQuery('companyPosts.list', { companyIds: [company.id] });
  const posts = q.data ? sortPostsNewestFirst(q.data) : null;
  const create = async (v: { title: string; content: string }) => {
    try {
      await send('companyPosts.create', { companyId: company.id, title: v.title || null, content: v.content });
      showAlert(COMPANY_POST_MESSAGES.created, 'success');
      return true;
    } catch (e) {
      showAlert(errorText(e), 'error');
      return false;
    }
  };
  return (
    <Stack gap="3">
      {isOwner && <PostForm initial={{ title: '', content: '' }} submitLabel="Post" onSubmit={create} />}
      {q.error && !posts && <Text role="alert" color="red.600">{q.error.message}</Text>}
      {posts === null && !q.error && <Text role="status">Loading...</Text>}
      {posts?.length === 0 && <Text color="gray.600">{COMPANY_POST_MESSAGES.noPosts}</Text>}
      {posts?.map((p) => <CompanyPostCard key={p.id} post={p} isOwner={isOwner} />)}
    </Stack>
  );
}
