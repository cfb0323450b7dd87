// The author's notes (newest first): title, company, date, content as text, files to download, and Delete
// ('Note deleted'). Used on /me/crm/company-notes and in a company's Note dialog.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { CompanyNote, NoteFile } from '../../../domain/crm/notes';
import { NOTE_MESSAGES } from '../../../domain/crm/notes';
import { MESSAGES } from '../../../domain/companies/rules';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { errorText } from '../data/errorText';
import { readOnce } from '../data/readOnce';
import { useCommand } from '../data/useCommand';
import { useEngine } from '../data/useEngine';
import { downloadUrl } from './download';
import { formatMoment } from '../../../domain/shared/dates';


export function NoteList({ notes, showCompany }: { notes: CompanyNote[]; showCompany: boolean }) {
  const { send } = useCommand();
  const engine = useEngine();
  const remove = async (n: CompanyNote) => {
    if (!(await askConfirm(MESSAGES.areYouSure))) return;
    try {
      const r = await send('notes.delete', { id: n.id });
      showAlert(r.message || NOTE_MESSAGES.deleted, 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  const open = async (f: NoteFile) => {
    try {
      const file = await readOnce(engine, 'notes.files.get', { id: f.id });
      downloadUrl(file.name, file.dataUrl);
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  if (notes.length === 0) return <Text>No notes yet.</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="Notes">
      {notes.map((n) => (
        <Stack as="li" key={n.id} borderWidth="1px" borderRadius="md" p="3" gap="1" aria-label={n.title}>
          <HStack justify="space-between" align="flex-start">
            <Stack gap="0">
              <Text fontWeight="semibold">{n.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                {showCompany && n.company ? <><AppLink href={links.profile(n.company.profileName)}>{n.company.name}</AppLink> · </> : null}
                {formatMoment(n.createdAt)}
              </Text>
            </Stack>
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove(n)}>Delete</Button>
          </HStack>
          <Text whiteSpace="pre-wrap">{n.content}</Text>
          {n.files.length > 0 && (
            <HStack flexWrap="wrap">
              {n.files.map((f) => <Button key={f.id} size="xs" variant="ghost" onClick={() => void open(f)}>📎 {f.name}</Button>)}
            </HStack>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
