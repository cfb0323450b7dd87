// Group tabs about content: about (owner edits details and welcome text), categories, events, posts, rooms,
// resources (links admins share).
import { Badge, Box, Button, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { richTextTooLong } from '../../../domain/groups/rich-text';
import type { GroupPost, GroupView } from '../../../domain/groups/types';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { ReportButton } from '../../components/report-dialog/ReportDialog';
import { RichText } from '../../components/rich-text/RichText';
import { RichTextEditor } from '../../components/rich-text/RichTextEditor';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { EventForm } from '../../features/groups/EventForm';
import { EventsList } from '../../features/groups/EventsList';

export function AboutTab({ group }: { group: GroupView }) {
  const { send, pending } = useCommand();
  const [editing, setEditing] = useState(false);
  const [description, setDescription] = useState(group.description);
  const [welcome, setWelcome] = useState(group.meta.memSubHeader ?? '');
  const save = async () => {
    if (richTextTooLong(description)) return;
    try {
      await send('groups.update', { id: group.id, patch: { description, meta: { memSubHeader: welcome } } });
      showAlert('Group updated', 'success');
      setEditing(false);
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  if (!editing) {
    return (
      <Stack gap="3">
        <RichText html={group.description} />
        {group.viewer.isOwner && <Button alignSelf="flex-start" size="sm" onClick={() => setEditing(true)}>Edit group details</Button>}
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>Welcome text</Field.Label>
        <Input value={welcome} onChange={(e) => setWelcome(e.currentTarget.value)} />
      </Field.Root>
      <RichTextEditor label="Description" value={description} onChange={setDescription} />
      <HStack>
        <Button loading={pending} onClick={() => void save()}>Save</Button>
        <Button variant="outline" onClick={() => setEditing(false)}>Cancel</Button>
      </HStack>
    </Stack>
  );
}

export function CategoriesTab({ group }: { group: GroupView }) {
  const { send, pending } = useCommand();
  const [name, setName] = useState('');
  const admin = group.viewer.isAdmin;
  const add = async () => {
    try {
      await send('groups.categories.create', { companyGroupId: group.id, name: name.trim() });
      setName('');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  const remove = async (id: string) => {
    try {
      await send('groups.categories.delete', { id });
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <Stack gap="3">
      <Stack as="ul" listStyleType="none" gap="2" aria-label="Categories">
        {group.categories.length === 0 && <Text>No categories yet.</Text>}
        {group.categories.map((c) => (
          <HStack as="li" key={c.id}>
            <AppLink flex="1" href={links.groupCategoryMembers(group.profileName, c.id)}>{c.name}</AppLink>
            {admin && <Button size="xs" variant="outline" disabled={pending} onClick={() => void remove(c.id)}>Delete {c.name}</Button>}
          </HStack>
        ))}
      </Stack>
      {admin && (
        <HStack as="form" align="flex-end" onSubmit={(e) => { e.preventDefault(); void add(); }}>
          <Field.Root>
            <Field.Label>New category</Field.Label>
            <Input value={name} onChange={(e) => setName(e.currentTarget.value)} />
          </Field.Root>
          <Button type="submit" loading={pending}>Add category</Button>
        </HStack>
      )}
    </Stack>
  );
}

export function EventsTab({ group }: { group: GroupView }) {
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="4">
      {group.viewer.isAdmin && !creating && <Button alignSelf="flex-start" onClick={() => setCreating(true)}>New event</Button>}
      {creating && <EventForm companyGroupId={group.id} onSaved={(e) => navigate(links.groupEvent(group.profileName, e.profileName))} onCancel={() => setCreating(false)} />}
      <EventsList companyGroupId={group.id} />
    </Stack>
  );
}

function PostCard({ post, group }: { post: GroupPost; group: GroupView }) {
  const { send, pending } = useCommand();
  const [editing, setEditing] = useState(false);
  const [content, setContent] = useState(post.content);
  const mine = post.ownerId === group.viewer.userId;
  const call = async (patch: { content?: string; deactivated?: boolean }) => {
    try {
      await send('groups.posts.update', { id: post.id, ...patch });
      setEditing(false);
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <Box as="li" id={`post-${post.id}`} borderWidth="1px" borderRadius="md" p="3">
      <HStack mb="1">
        <AppLink fontWeight="semibold" href={links.groupPost(group.profileName, post.id)}>{post.ownerName}</AppLink>
        {post.deactivated && <Badge>deactivated</Badge>}
      </HStack>
      {editing ? <RichTextEditor label="Edit post" value={content} onChange={setContent} /> : <RichText html={post.content} />}
      <HStack mt="2" gap="2">
        {mine && !editing && <Button size="xs" variant="outline" onClick={() => setEditing(true)}>Edit</Button>}
        {editing && <Button size="xs" loading={pending} onClick={() => void call({ content })}>Save post</Button>}
        {(mine || group.viewer.isAdmin) && <Button size="xs" variant="outline" onClick={() => void call({ deactivated: !post.deactivated })}>{post.deactivated ? 'Reactivate' : 'Deactivate'}</Button>}
        {group.viewer.userId && !mine && <ReportButton size="xs" target="COMPANY_GROUP_POST" targetId={post.id} targetName={`post by ${post.ownerName}`} />}
      </HStack>
    </Box>
  );
}

export function PostsTab({ group, postId }: { group: GroupView; postId?: string }) {
  const list = useQuery('groups.posts.list', postId ? null : { companyGroupId: group.id });
  const one = useQuery('groups.posts.get', postId ? { id: postId } : null);
  const q = postId ? one : list;
  const posts = postId ? (one.data ? [one.data] : undefined) : list.data;
  const { send, pending } = useCommand();
  const [draft, setDraft] = useState('');
  const canPost = group.viewer.membership === 'MEMBER' || group.viewer.isAdmin;
  const create = async () => {
    try {
      await send('groups.posts.create', { companyGroupId: group.id, content: draft });
      setDraft('');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <Stack gap="3">
      {canPost && !postId && (
        <Stack>
          <RichTextEditor label="New post" value={draft} onChange={setDraft} />
          <Button alignSelf="flex-start" disabled={richTextTooLong(draft)} loading={pending} onClick={() => void create()}>Post</Button>
        </Stack>
      )}
      {q.status === 'error' && <Text role="alert">{q.error?.message}</Text>}
      {q.status !== 'error' && !posts && <Text role="status">Loading...</Text>}
      {posts && (
        posts.length === 0 ? <Text>No posts yet.</Text> : (
          <Stack as="ul" listStyleType="none" gap="3" aria-label="Posts">
            {posts.map((p) => <PostCard key={p.id} post={p} group={group} />)}
          </Stack>
        )
      )}
    </Stack>
  );
}

export function RoomsTab({ group }: { group: GroupView }) {
  const { send, pending } = useCommand();
  const create = async () => {
    try {
      await send('chat.rooms.create', { name: group.name, meta: { companyGroupId: group.id } });
      showAlert('Room created', 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <Stack gap="3">
      <Text>Chat rooms of this group appear in the Groups section of chat.</Text>
      {group.viewer.isAdmin && <Button alignSelf="flex-start" loading={pending} onClick={() => void create()}>Create chat room</Button>}
      <AppLink href="/chat">Open chat</AppLink>
    </Stack>
  );
}

export function ResourcesTab({ group }: { group: GroupView }) {
  const resources = useQuery('groups.resources.list', { companyGroupId: group.id });
  const { send, pending } = useCommand();
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const add = async () => {
    try {
      await send('groups.resources.create', { companyGroupId: group.id, title: title.trim(), url: url.trim() });
      setTitle('');
      setUrl('');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  const remove = async (id: string, name: string) => {
    if (!(await askConfirm(`Remove ${name}?`))) return;
    try {
      await send('groups.resources.delete', { id });
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <Stack gap="3">
      {resources.status === 'error' && <Text role="alert">{resources.error?.message}</Text>}
      {resources.status !== 'error' && !resources.data && <Text role="status">Loading...</Text>}
      {resources.data && (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Resources">
          {resources.data.length === 0 && <Text>No resources shared yet.</Text>}
          {resources.data.map((r) => (
            <HStack as="li" key={r.id} borderWidth="1px" borderRadius="md" p="2">
              <Link flex="1" href={r.url} target="_blank" rel="noopener noreferrer">{r.title}</Link>
              {group.viewer.isAdmin && <Button size="xs" variant="outline" disabled={pending} onClick={() => void remove(r.id, r.title)}>Remove {r.title}</Button>}
            </HStack>
          ))}
        </Stack>
      )}
      {group.viewer.isAdmin && (
        <HStack as="form" align="flex-end" wrap="wrap" onSubmit={(e) => { e.preventDefault(); void add(); }}>
          <Field.Root maxW="xs">
            <Field.Label>Resource title</Field.Label>
            <Input value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
          </Field.Root>
          <Field.Root maxW="md">
            <Field.Label>Resource address (https://...)</Field.Label>
            <Input type="url" value={url} onChange={(e) => setUrl(e.currentTarget.value)} />
          </Field.Root>
          <Button type="submit" loading={pending}>Add resource</Button>
        </HStack>
      )}
    </Stack>
  );
}
