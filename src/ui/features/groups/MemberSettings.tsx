// 'My member settings on this group' (hide myself, my categories) and the member category prompt.
import { Button, Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { GroupView } from '../../../domain/groups/types';
import { showAlert } from '../../components/alerts';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';
import { Modal } from './Modal';

export const CATEGORIES_UPDATED = 'Categories updated successfully';

function CategoryPicker({ group, value, onChange }: { group: GroupView; value: string[]; onChange(ids: string[]): void }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend>My categories</Fieldset.Legend>
      <Fieldset.Content>
        {group.categories.map((c) => (
          <Checkbox.Root key={c.id} checked={value.includes(c.id)} onCheckedChange={(d) => onChange(d.checked ? [...value, c.id] : value.filter((x) => x !== c.id))}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{c.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

export function MemberSettingsModal({ group, open, onClose }: { group: GroupView; open: boolean; onClose(): void }) {
  const { send, pending } = useCommand();
  const [hidden, setHidden] = useState(group.viewer.hidden);
  const [ids, setIds] = useState(group.viewer.groupCategoryIds);
  const save = async () => {
    if (!group.viewer.memberId) return;
    try {
      await send('groups.members.update', { id: group.viewer.memberId, groupCategoryIds: ids, ...(group.asMemberSelfHideAllowed ? { hidden } : {}) });
      showAlert(CATEGORIES_UPDATED, 'success');
      onClose();
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <Modal open={open} title="My member settings on this group" onClose={onClose} footer={<Button loading={pending} onClick={() => void save()}>Save</Button>}>
      <Stack gap="4">
        {group.asMemberSelfHideAllowed && (
          <Checkbox.Root checked={hidden} onCheckedChange={(d) => setHidden(!!d.checked)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Do not show me as a member of this group</Checkbox.Label>
          </Checkbox.Root>
        )}
        {group.categories.length > 0 && <CategoryPicker group={group} value={ids} onChange={setIds} />}
      </Stack>
    </Modal>
  );
}

/** Shown when the group has categories and the member has none; closing without a choice stores an empty list. */
export function CategoryPrompt({ group, onDone }: { group: GroupView; onDone(): void }) {
  const { send } = useCommand();
  const [ids, setIds] = useState<string[]>([]);
  const [open, setOpen] = useState(true);
  const store = async (chosen: string[]) => {
    setOpen(false);
    if (!group.viewer.memberId) return;
    try {
      await send('groups.members.update', { id: group.viewer.memberId, groupCategoryIds: chosen });
      if (chosen.length > 0) showAlert(CATEGORIES_UPDATED, 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
    onDone();
  };
  return (
    <Modal open={open} title="Choose your categories in this group" onClose={() => void store([])} footer={<Button onClick={() => void store(ids)}>Save categories</Button>}>
      <Text mb="3">{group.name} sorts its members by category. Which fit you?</Text>
      <CategoryPicker group={group} value={ids} onChange={setIds} />
    </Modal>
  );
}
