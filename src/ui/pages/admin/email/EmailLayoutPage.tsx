// /mtz-admin/email-schemas/layouts/{id}: one layout's name and HTML with a live preview; Save (the next mails that
// use it follow) and Remove (refused while a system e-mail uses it).
import { Button, Heading, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { links } from '../../../app/links';
import { showAlert } from '../../../components/alerts';
import { askConfirm } from '../../../components/confirm-dialog/confirm';
import { errorText } from '../../../features/data/errorText';
import { OfflineMark } from '../../../features/data/OfflineMark';
import { useCommand } from '../../../features/data/useCommand';
import { useQuery } from '../../../features/data/useQuery';
import { useSession } from '../../../features/session/useSession';
import { AdminLayout } from '../AdminLayout';
import { EmailTabs } from './EmailTabs';
import { LayoutForm, type LayoutDraft } from './LayoutForm';

export function EmailLayoutPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { user } = useSession();
  const q = useQuery('adminEmail.layout', user?.admin ? { id } : null);
  const { send, pending } = useCommand();
  const [draft, setDraft] = useState<{ id: string; value: LayoutDraft } | null>(null);
  const l = q.data;
  const value = draft?.id === id ? draft.value : l ? { name: l.name, html: l.html } : null;
  const attempt = async (work: () => Promise<string>) => {
    try {
      showAlert(await work(), 'success');
    } catch (err) {
      showAlert(errorText(err), 'error');
    }
  };
  const save = () => attempt(async () => {
    if (!value) return 'Nothing to save';
    const saved = await send('adminEmail.layoutSave', { id, ...value });
    setDraft({ id, value: { name: saved.name, html: saved.html } });
    return 'Layout saved';
  });
  const remove = async () => {
    if (!l || !(await askConfirm(`Remove the layout '${l.name}'?`, { confirmLabel: 'Remove' }))) return;
    await attempt(async () => {
      await send('adminEmail.layoutRemove', { id });
      navigate(links.adminEmailLayouts());
      return 'Layout removed';
    });
  };
  return (
    <AdminLayout title={l?.name ?? 'Layout'} crumbs={[{ label: 'E-mails', href: links.adminEmailSchemas() }, { label: 'Layouts', href: links.adminEmailLayouts() }, { label: l?.name ?? id }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">{l?.name ?? 'Layout'}</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      <EmailTabs />
      {q.status === 'error' && !l && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      {!value || !l ? (q.status !== 'error' && <Text role="status">Loading...</Text>) : (
        <>
          <Text mb="4">{l.usedBy.length > 0 ? `Used by ${l.usedBy.join(', ')}.` : 'No system e-mail uses this layout yet.'}</Text>
          <LayoutForm label="Layout" value={value} onChange={(v) => setDraft({ id, value: v })} onSubmit={() => void save()} submitLabel="Save" pending={pending}
            extra={<Button variant="outline" colorPalette="red" disabled={pending} onClick={() => void remove()}>Remove</Button>} />
        </>
      )}
    </AdminLayout>
  );
}
