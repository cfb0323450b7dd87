// /me/crm/email-layouts: the company's e-mail layouts (name, last change), a new one by name, delete after a
// confirmation. /me/crm/email-layouts/{id}: the layout's name and HTML (its {content} slot takes a campaign's
// text) with a live preview beside it for a sample recipient, and Save.
import { Button, Field, HStack, Input, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { CAMPAIGN_LIMITS, type EmailLayout, type EmailLayoutDraft } from '../../../domain/crm/campaigns';
import { CONTENT_SLOT } from '../../../domain/mail/template';
import { formatMoment } from '../../../domain/shared/dates';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { previewLayout } from '../../features/crm/mail-preview';
import { MailPreview } from '../../features/crm/MailPreview';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { CrmLayout } from './CrmLayout';

/** A new layout's HTML: a heading, the {content} slot, a footer line. */
const STARTER_HTML = `<h2>{companyName}</h2>\n<p>${CONTENT_SLOT}</p>\n<p><em>You receive this mail because you are in our contacts.</em></p>`;

export function EmailLayoutsPage() {
  const q = useQuery('crm.layouts.list', undefined);
  const { send, pending } = useCommand();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const act = (f: () => Promise<unknown>) => void f().catch((e: unknown) => showAlert(errorText(e), 'error'));
  const create = () => act(async () => {
    if (!name.trim()) return showAlert('Name is required', 'warning');
    navigate(links.crmEmailLayout((await send('crm.layouts.create', { name: name.trim(), html: STARTER_HTML })).id));
  });
  const remove = (l: EmailLayout) => act(async () => {
    if (!(await askConfirm(`Delete the layout '${l.name}'? Campaigns that use it are sent without a layout.`, { confirmLabel: 'Delete' }))) return;
    await send('crm.layouts.delete', { id: l.id });
    showAlert('Layout deleted', 'success');
  });
  return (
    <CrmLayout title="Email Layouts" offline={q.offline} error={q.status === 'error' ? q.error?.message : null}>
      <HStack as="form" maxW="md" onSubmit={(e) => { e.preventDefault(); create(); }}>
        <Input size="sm" aria-label="New layout name" placeholder="New layout name" value={name} maxLength={CAMPAIGN_LIMITS.name} onChange={(e) => setName(e.currentTarget.value)} />
        <Button size="sm" type="submit" loading={pending}>Create layout</Button>
      </HStack>
      {!q.data ? <Text role="status">Loading...</Text> : q.data.length === 0 ? <Text>No layouts yet. A layout frames every mail of a campaign (logo, footer).</Text> : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label="Email layouts">
            <Table.Header><Table.Row>{['Layout', 'Updated', ''].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row></Table.Header>
            <Table.Body>
              {q.data.map((l) => (
                <Table.Row key={l.id} data-testid="email-layout">
                  <Table.Cell><AppLink href={links.crmEmailLayout(l.id)}>{l.name}</AppLink></Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatMoment(l.updatedAt)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Delete layout ${l.name}`} onClick={() => remove(l)}>Delete</Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </CrmLayout>
  );
}

function LayoutEditor({ layout }: { layout: EmailLayout }) {
  const { send, pending } = useCommand();
  const [draft, setDraft] = useState<EmailLayoutDraft>({ name: layout.name, html: layout.html });
  const preview = previewLayout(draft.html);
  const save = async () => {
    if (!draft.name.trim()) return showAlert('Name is required', 'warning');
    try {
      const out = await send('crm.layouts.update', { id: layout.id, name: draft.name.trim(), html: draft.html });
      setDraft({ name: out.name, html: out.html });
      showAlert('Layout saved', 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <form noValidate aria-label="Layout" onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <Stack gap="3">
          <Field.Root required>
            <Field.Label>Name</Field.Label>
            <Input value={draft.name} maxLength={CAMPAIGN_LIMITS.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>HTML</Field.Label>
            <Textarea value={draft.html} maxLength={CAMPAIGN_LIMITS.layoutHtml} rows={16} fontFamily="mono" fontSize="sm" spellCheck={false}
              onChange={(e) => setDraft({ ...draft, html: e.currentTarget.value })} />
            <Field.HelperText>
              The campaign&apos;s text goes at {CONTENT_SLOT}; {'{firstname}'}, {'{lastname}'}, {'{email}'} and {'{companyName}'} are filled for each
              recipient. Kept: paragraphs, line breaks, headings (h1 to h3), bold, italic, underline, lists, links, quotes, div and span, without
              attributes other than a link&apos;s address; anything else (scripts, styles, images, tables) is removed, as the preview shows.
            </Field.HelperText>
          </Field.Root>
          <HStack>
            <Button type="submit" loading={pending}>Save</Button>
            <AppLink href={links.crmEmailLayouts()} fontSize="sm">Back to layouts</AppLink>
          </HStack>
        </Stack>
      </form>
      <MailPreview html={preview.html} />
    </SimpleGrid>
  );
}

export function EmailLayoutPage() {
  const { id = '' } = useParams<{ id: string }>();
  const q = useQuery('crm.layouts.get', { id });
  const [loaded, setLoaded] = useState<EmailLayout | null>(null);
  // the editor starts from the saved layout once; later refreshes do not reset the owner's edits
  useEffect(() => {
    if (q.data && loaded?.id !== q.data.id) setLoaded(q.data);
  }, [q.data, loaded]);
  return (
    <CrmLayout title={q.data?.name ?? 'Email layout'} trail={[{ label: 'Email Layouts', href: links.crmEmailLayouts() }]} offline={q.offline}
      error={q.status === 'error' ? q.error?.message : null}>
      {!loaded ? <Text role="status">Loading...</Text> : <LayoutEditor key={loaded.id} layout={loaded} />}
    </CrmLayout>
  );
}
