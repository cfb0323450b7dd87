// /mtz-admin/email-schemas/{key}: one system e-mail's subject, body and layout, with its placeholders (a required one
// cannot be dropped), a live preview with sample values (the same rendering the server sends), Save, Reset to
// default and Send test (to the admin's own address), and the latest changes.
import { Badge, Box, Button, Field, Heading, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { links } from '../../../app/links';
import { sampleValues, templateProblem, type SystemMailDef } from '../../../../domain/mail/system';
import { renderMail } from '../../../../domain/mail/template';
import type { MailLayout } from '../../../../domain/mail/system';
import { showAlert } from '../../../components/alerts';
import { askConfirm } from '../../../components/confirm-dialog/confirm';
import { sanitizeHtml } from '../../../components/rich-text/sanitize';
import { errorText } from '../../../features/data/errorText';
import { OfflineMark } from '../../../features/data/OfflineMark';
import { useCommand } from '../../../features/data/useCommand';
import { useQuery } from '../../../features/data/useQuery';
import { useSession } from '../../../features/session/useSession';
import { AdminLayout } from '../AdminLayout';
import { AuditLog } from '../AuditLog';
import { EmailTabs } from './EmailTabs';
import { MailPreview } from './MailPreview';

type Draft = { subject: string; body: string; layoutId: string | null };

export function EmailSchemaPage() {
  const { key = '' } = useParams<{ key: string }>();
  const { user } = useSession();
  const q = useQuery('adminEmail.schema', user?.admin ? { key } : null);
  const layouts = useQuery('adminEmail.layouts', user?.admin ? undefined : null);
  const [draft, setDraft] = useState<{ key: string; value: Draft } | null>(null);
  const d = q.data;
  const fromServer: Draft | null = d ? (d.override ? { subject: d.override.subject, body: d.override.body, layoutId: d.override.layoutId } : { subject: d.mail.subject, body: d.mail.body, layoutId: null }) : null;
  const value = draft?.key === key ? draft.value : fromServer;
  return (
    <AdminLayout title={d?.mail.name ?? 'E-mail'} crumbs={[{ label: 'E-mails', href: links.adminEmailSchemas() }, { label: d?.mail.name ?? key }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">{d?.mail.name ?? 'E-mail'}</Heading>
        {d && <Badge colorPalette={d.override ? 'blue' : 'gray'}>{d.override ? 'Changed' : 'Default'}</Badge>}
        <OfflineMark offline={q.offline} />
      </HStack>
      <EmailTabs />
      {q.status === 'error' && !d && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      {!d || !value ? (q.status !== 'error' && <Text role="status">Loading...</Text>) : (
        <Editor def={d.mail} value={value} overridden={d.override !== null} layouts={layouts.data ?? []} onChange={(v) => setDraft({ key, value: v })}
          onReset={(v) => setDraft({ key, value: v })} />
      )}
      {d && <Box mt="6"><AuditLog rows={d.audit} /></Box>}
    </AdminLayout>
  );
}

function Editor({ def, value, overridden, layouts, onChange, onReset }: {
  def: SystemMailDef; value: Draft; overridden: boolean; layouts: MailLayout[]; onChange(v: Draft): void; onReset(v: Draft): void;
}) {
  const { send, pending } = useCommand();
  const problem = templateProblem(def, value.subject, value.body);
  const layoutHtml = layouts.find((l) => l.id === value.layoutId)?.html ?? null;
  const preview = renderMail({ subject: value.subject, body: value.body, layoutHtml }, sampleValues(def), sanitizeHtml);
  const attempt = async (work: () => Promise<string>) => {
    try {
      showAlert(await work(), 'success');
    } catch (err) {
      showAlert(errorText(err), 'error');
    }
  };
  const save = () => attempt(async () => {
    await send('adminEmail.save', { key: def.key, ...value });
    return 'E-mail saved: the next mails use it';
  });
  const reset = async () => {
    if (!(await askConfirm(`Reset '${def.name}' to its default text and no layout?`, { confirmLabel: 'Reset' }))) return;
    await attempt(async () => {
      await send('adminEmail.reset', { key: def.key });
      onReset({ subject: def.subject, body: def.body, layoutId: null });
      return 'E-mail reset to its default';
    });
  };
  const test = () => attempt(async () => (await send('adminEmail.test', { key: def.key, ...value })).message);
  return (
    <Stack gap="5">
      <Text>{def.description}</Text>
      <Box as="section" aria-label="Placeholders">
        <Heading as="h2" size="md" mb="1">Placeholders</Heading>
        <Stack as="ul" gap="0" fontSize="sm" listStyleType="none">
          {def.placeholders.map((p) => (
            <li key={p.name}><Text as="span" fontFamily="mono">{`{${p.name}}`}</Text> {p.help}{p.required ? ' (required in the body)' : ''}</li>
          ))}
        </Stack>
      </Box>
      <form noValidate aria-label="E-mail text" onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <Stack gap="4" maxW="2xl">
          <Field.Root invalid={!!problem}>
            <Field.Label>Subject</Field.Label>
            <Input value={value.subject} maxLength={200} onChange={(e) => onChange({ ...value, subject: e.currentTarget.value })} />
          </Field.Root>
          <Field.Root invalid={!!problem}>
            <Field.Label>Body</Field.Label>
            <Textarea rows={10} value={value.body} onChange={(e) => onChange({ ...value, body: e.currentTarget.value })} />
            {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : <Field.HelperText>Plain text; blank lines make paragraphs in the HTML part.</Field.HelperText>}
          </Field.Root>
          <Field.Root>
            <Field.Label>Layout</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={value.layoutId ?? ''} onChange={(e) => onChange({ ...value, layoutId: e.currentTarget.value || null })}>
                <option value="">No layout (plain text only)</option>
                {layouts.map((l) => <option key={l.id} value={l.id}>{l.name}</option>)}
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Field.Root>
          <HStack flexWrap="wrap">
            <Button type="submit" loading={pending} disabled={!!problem}>Save</Button>
            <Button variant="outline" disabled={pending || !!problem} onClick={() => void test()}>Send test</Button>
            <Button variant="outline" colorPalette="red" disabled={pending || !overridden} onClick={() => void reset()}>Reset to default</Button>
          </HStack>
        </Stack>
      </form>
      <MailPreview subject={preview.subject} text={preview.text} html={layoutHtml ? preview.html : null} />
    </Stack>
  );
}
