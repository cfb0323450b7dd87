// One's own message's actions in one menu (one tab stop per message, not two): Edit (not for files), Delete.
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { ChatMessage } from '../../../domain/chat/types';

export function MessageActions({ message, editable, onEdit, onDelete }: {
  message: ChatMessage; editable: boolean; onEdit(m: ChatMessage): void; onDelete(m: ChatMessage): void;
}) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="2xs" variant="ghost" aria-label="Message actions">⋯</IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {/* the menu gives the focus back to its trigger as it closes; the edit starts after that, so its box keeps it */}
            {editable && <Menu.Item value="edit" onSelect={() => setTimeout(() => onEdit(message), 0)}>Edit</Menu.Item>}
            <Menu.Item value="delete" color="fg.error" onSelect={() => onDelete(message)}>Delete</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
