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
import { EventForm } from '../../features/groups/EventForm';
import { EventsList } from '../../features/groups/EventsList';
import { messageOf, useLoad } from '../../features/groups/useLoad';
import { useApi } from '../../features/session/useApi';

export function AboutTab({ group, onChanged }: { group: GroupView; onChanged(): void }) {
  const api = useApi();
  const [editing, setEditing] = useState(false);
  const [description, setDescription] = useState(group.description);
  const [welcome, setWelcome] = useState(group.meta.memSubHeader ?? '');
  const save = async () => {
    if (richTextTooLong(description)) return;
    try {
      await api.call('groups.update', { id: group.id, patch: { description, meta: { memSubHeader: welcome } } });
      showAlert('Group updated', 'success');
      setEditing(false);
      onChanged();
    } catch (e) {
      showAlert(messageOf(e), 'error');
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
        <Button onClick={() => void save()}>Save</Button>
        <Button variant="outline" onClick={() => setEditing(false)}>Cancel</Button>
      </HStack>
    </Stack>
  );
}

export function CategoriesTab({ group, onChanged }: { group: GroupView; onChanged(): void }) {
  const api = useApi();
  const [name, setName] = useState('');
  const admin = group.viewer.isAdmin;
  const add = async () => {
    try {
      await api.call('groups.categories.create', { companyGroupId: group.id, name: name.trim() });
      setName('');
      onChanged();
    } catch (e) {
      showAlert(messageOf(e), 'error');
    }
  };
  const remove = async (id: string) => {
    try {
      await api.call('groups.categories.delete', { id });
      onChanged();
    } catch (e) {
      showAlert(messageOf(e), 'error');
    }
  };
  return (
    <Stack gap="3">
      <Stack as="ul" listStyleType="none" gap="2" aria-label="Categories">
        {group.categories.length === 0 && <Text>No categories yet.</Text>}
        {group.categories.map((c) => (
          <HStack as="li" key={c.id}>
            <AppLink flex="1" href={links.groupCategoryMembers(group.profileName, c.id)}>{c.name}</AppLink>
            {admin && <Button size="xs" variant="outline" onClick={() => void remove(c.id)}>Delete {c.name}</Button>}
          </HStack>
        ))}
      </Stack>
      {admin && (
        <HStack as="form" align="flex-end" onSubmit={(e) => { e.preventDefault(); void add(); }}>
          <Field.Root>
            <Field.Label>New category</Field.Label>
            <Input value={name} onChange={(e) => setName(e.currentTarget.value)} />
          </Field.Root>
          <Button type="submit">Add category</Button>
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

function PostCard({ post, group, onChanged }: { post: GroupPost; group: GroupView; onChanged(): void }) {
  const api = useApi();
  const [editing, setEditing] = useState(false);
  const [content, setContent] = useState(post.content);
  const mine = post.ownerId === group.viewer.userId;
  const call = async (patch: { content?: string; deactivated?: boolean }) => {
    try {
      await api.call('groups.posts.update', { id: post.id, ...patch });
      setEditing(false);
      onChanged();
    } catch (e) {
      showAlert(messageOf(e), 'error');
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
        {editing && <Button size="xs" onClick={() => void call({ content })}>Save post</Button>}
        {(mine || group.viewer.isAdmin) && <Button size="xs" variant="outline" onClick={() => void call({ deactivated: !post.deactivated })}>{post.deactivated ? 'Reactivate' : 'Deactivate'}</Button>}
        {group.viewer.userId && !mine && <ReportButton size="xs" target="COMPANY_GROUP_POST" targetId={post.id} targetName={`post by ${post.ownerName}`} />}
      </HStack>
    </Box>
  );
}

export function PostsTab({ group, postId }: { group: GroupView; postId?: string }) {
  const api = useApi();
  const posts = useLoad(async () => (postId ? [await api.call('groups.posts.get', { id: postId })].filter((p): p is GroupPost => !!p) : api.call('groups.posts.list', { companyGroupId: group.id })), [api, group.id, postId]);
  const [draft, setDraft] = useState('');
  const canPost = group.viewer.membership === 'MEMBER' || group.viewer.isAdmin;
  const create = async () => {
    try {
      await api.call('groups.posts.create', { companyGroupId: group.id, content: draft });
      setDraft('');
      posts.reload();
    } catch (e) {
      showAlert(messageOf(e), 'error');
    }
  };
  return (
    <Stack gap="3">
      {canPost && !postId && (
        <Stack>
          <RichTextEditor label="New post" value={draft} onChange={setDraft} />
          <Button alignSelf="flex-start" disabled={richTextTooLong(draft)} onClick={() => void create()}>Post</Button>
        </Stack>
      )}
      {posts.kind === 'loading' && <Text role="status">Loading...</Text>}
      {posts.kind === 'error' && <Text role="alert">{posts.message}</Text>}
      {posts.kind === 'ready' && (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Posts">
          {posts.data.length === 0 && <Text>No posts yet.</Text>}
          {posts.data.map((p) => <PostCard key={p.id} post={p} group={group} onChanged={posts.reload} />)}
        </Stack>
      )}
    </Stack>
  );
}

export function RoomsTab({ group }: { group: GroupView }) {
  const api = useApi();
  const create = async () => {
    try {
      await api.call('chat.rooms.create', { name: group.name, meta: { companyGroupId: group.id } });
      showAlert('Room created', 'success');
    } catch (e) {
      showAlert(messageOf(e), 'error');
    }
  };
  return (
    <Stack gap="3">
      <Text>Chat rooms of this group appear in the Groups section of chat.</Text>
      {group.viewer.isAdmin && <Button alignSelf="flex-start" onClick={() => void create()}>Create chat room</Button>}
      <AppLink href="/chat">Open chat</AppLink>
    </Stack>
  );
}

export function ResourcesTab({ group }: { group: GroupView }) {
  const api = useApi();
  const resources = useLoad(() => api.call('groups.resources.list', { companyGroupId: group.id }), [api, group.id]);
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const add = async () => {
    try {
      await api.call('groups.resources.create', { companyGroupId: group.id, title: title.trim(), url: url.trim() });
      setTitle('');
      setUrl('');
      resources.reload();
    } catch (e) {
      showAlert(messageOf(e), 'error');
    }
  };
  const remove = async (id: string, name: string) => {
    if (!(await askConfirm(`Remove ${name}?`))) return;
    try {
      await api.call('groups.resources.delete', { id });
      resources.reload();
    } catch (e) {
      showAlert(messageOf(e), 'error');
    }
  };
  return (
    <Stack gap="3">
      {resources.kind === 'loading' && <Text role="status">Loading...</Text>}
      {resources.kind === 'error' && <Text role="alert">{resources.message}</Text>}
      {resources.kind === 'ready' && (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Resources">
          {resources.data.length === 0 && <Text>No resources shared yet.</Text>}
          {resources.data.map((r) => (
            <HStack as="li" key={r.id} borderWidth="1px" borderRadius="md" p="2">
              <Link flex="1" href={r.url} target="_blank" rel="noopener noreferrer">{r.title}</Link>
              {group.viewer.isAdmin && <Button size="xs" variant="outline" onClick={() => void remove(r.id, r.title)}>Remove {r.title}</Button>}
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
          <Button type="submit">Add resource</Button>
        </HStack>
      )}
    </Stack>
  );
}
