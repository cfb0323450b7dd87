// The loaded messages of the open room, oldest at the top: 'Loading...' while loading (never an
// empty list then), older pages on scroll-up or 'Load older', 'No message found' when truly empty.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { ChatMessage, ChatRoom, MessageFile, UserCard } from '../../../domain/chat/types';
import type { MessagesView } from '../../../sync/facade';
import { showAlert } from '../../components/alerts';
import { displayName } from '../../features/chat/useUserCards';
import { useFileDownload } from '../../features/chat/useChatData';
import { MessageActions } from './MessageActions';
import { formatMoment } from '../../../domain/shared/dates';


/** Who wrote it, as the list says: 'me' for the viewer; RFQ rooms add (supplier) or (buyer). */
export function authorLabel(m: ChatMessage, room: ChatRoom, selfId: string, users: Map<string, UserCard>): string {
  const who = m.ownerId === selfId ? 'me' : displayName(users.get(m.ownerId));
  if (room.meta.type !== 'RFQROOM') return who;
  return `${who} (${m.ownerId === room.meta.supplierId ? 'supplier' : 'buyer'})`;
}

function FileLink({ file }: { file: MessageFile | undefined }) {
  const download = useFileDownload();
  const open = async () => {
    if (!file) {
      showAlert('File not found', 'error');
      return;
    }
    const got = await download(file.path);
    if (!got.ok) {
      showAlert(got.message, 'error');
      return;
    }
    const url = URL.createObjectURL(got.blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = file.name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <Button size="xs" variant="outline" onClick={() => void open()} data-testid="message-file">
      {file ? `📎 ${file.name}` : '📎 file'}
    </Button>
  );
}

export function MessageList({ view, room, selfId, users, onLoadOlder, onEdit, onDelete }: {
  view: MessagesView | null; room: ChatRoom; selfId: string; users: Map<string, UserCard>;
  onLoadOlder(): void; onEdit(m: ChatMessage): void; onDelete(m: ChatMessage): void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const newestId = view?.messages.at(-1)?.id;
  // a new newest message scrolls the view down (older pages do not)
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newestId]);
  const loading = view === null || (view.loading && view.messages.length === 0);
  return (
    <Box
      ref={box}
      flex="1"
      overflowY="auto"
      px="3"
      py="2"
      minH="0"
      aria-label="Messages"
      role="log"
      onScroll={(e) => {
        if (view && view.hasOlder && !view.loading && e.currentTarget.scrollTop === 0) onLoadOlder();
      }}
    >
      {view?.hasOlder && (
        <Box textAlign="center" mb="2">
          <Button size="xs" variant="ghost" onClick={onLoadOlder} loading={view.loading}>Load older</Button>
        </Box>
      )}
      {loading && <Text role="status" textAlign="center" color="gray.600">Loading...</Text>}
      {!loading && view.messages.length === 0 && <Text textAlign="center" color="gray.600">No message found</Text>}
      <Stack as="ul" gap="2" listStyleType="none">
        {view?.messages.map((m) => {
          const mine = m.ownerId === selfId;
          const fileId = m.meta.messageFileId;
          // the file may arrive (MESSAGEFILE) before the message's meta says so
          const file = view.files[m.id] ?? (fileId ? view.files[fileId] : undefined);
          const isFile = fileId !== undefined || file !== undefined;
          return (
            <Box as="li" key={m.id} data-testid="message" data-message-id={m.id} alignSelf={mine ? 'flex-end' : 'flex-start'} maxW="80%"
              bg={mine ? 'orange.50' : 'white'} borderWidth="1px" borderRadius="md" px="3" py="1.5">
              <HStack justify="space-between" gap="3">
                <Text fontSize="xs" fontWeight="semibold" data-testid="message-author">{authorLabel(m, room, selfId, users)}</Text>
                <Text fontSize="xs" color="gray.500">{formatMoment(m.createdAt)}</Text>
              </HStack>
              {isFile ? <FileLink file={file} /> : <Text whiteSpace="pre-wrap" data-testid="message-content">{m.content}</Text>}
              {mine && (
                <HStack gap="1" justify="flex-end">
                  <MessageActions message={m} editable={!isFile} onEdit={onEdit} onDelete={onDelete} />
                </HStack>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
