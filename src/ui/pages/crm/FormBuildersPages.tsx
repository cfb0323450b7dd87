// /me/crm/form-builders: the company's forms (published or draft, submissions, the public link); a new form
// starts with an e-mail and a name field. /me/crm/form-builders/{formBuilderId}: the builder (fields, publish),
// a live preview as visitors see it, and the submissions, live as they come in.
import { Badge, Box, Button, Checkbox, Field, Heading, HStack, Input, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { FORM_LIMITS, formDraftError, type FormBuilder, type FormDraft, type FormField } from '../../../domain/crm/forms';
import { formatMoment } from '../../../domain/shared/dates';
import { countOf } from '../../../domain/shared/words';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { FormFieldsView } from '../../features/crm/FormFieldsView';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { CrmLayout } from './CrmLayout';
import { FormFieldEditor } from './FormFieldEditor';

const newFieldId = () => `f${Math.random().toString(36).slice(2, 10)}`;
const STARTER: FormDraft = {
  title: 'Contact us', description: '', published: false,
  fields: [
    { id: 'email', label: 'E-mail', type: 'EMAIL', required: true },
    { id: 'name', label: 'Name', type: 'TEXT', required: true, contactField: 'firstname' },
  ],
};
const publicUrl = (id: string) => `${window.location.origin}${links.publicForm(id)}`;

export function FormBuildersPage() {
  const q = useQuery('crm.forms.list', undefined);
  const { send, pending } = useCommand();
  const [, navigate] = useLocation();
  const create = async () => {
    try {
      navigate(links.crmFormBuilder((await send('crm.forms.create', STARTER)).id));
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <CrmLayout title="Form Builders" offline={q.offline} error={q.status === 'error' ? q.error?.message : null}
      actions={<Button size="sm" loading={pending} onClick={() => void create()}>New form</Button>}>
      {!q.data ? <Text role="status">Loading...</Text> : q.data.length === 0 ? <Text>No forms yet. A form collects contacts from anyone with its link.</Text> : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label="Forms">
            <Table.Header><Table.Row>{['Form', 'State', 'Submissions', 'Public link'].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row></Table.Header>
            <Table.Body>
              {q.data.map((f) => (
                <Table.Row key={f.id} data-testid="form-builder">
                  <Table.Cell><AppLink href={links.crmFormBuilder(f.id)}>{f.title}</AppLink></Table.Cell>
                  <Table.Cell><Badge colorPalette={f.published ? 'green' : 'gray'}>{f.published ? 'Published' : 'Draft'}</Badge></Table.Cell>
                  <Table.Cell>{countOf(f.submissionCount, 'submission')}</Table.Cell>
                  <Table.Cell fontSize="xs" wordBreak="break-all">{f.published ? <AppLink href={links.publicForm(f.id)}>{publicUrl(f.id)}</AppLink> : '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </CrmLayout>
  );
}

/** The draft as saved: only the draft's own keys (not the saved form's counts and times), empty option lines dropped. */
const cleaned = (d: FormDraft): FormDraft => ({
  title: d.title, description: d.description, published: d.published, collectFeedback: d.collectFeedback === true,
  fields: d.fields.map((f) => (f.type === 'CHOICE' ? { ...f, choices: (f.choices ?? []).map((c) => c.trim()).filter(Boolean) } : f)),
});

function Builder({ form }: { form: FormBuilder }) {
  const { send, pending } = useCommand();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<FormDraft>(form);
  const [saved, setSaved] = useState<FormBuilder>(form);
  const [preview, setPreview] = useState<Record<string, string>>({});
  const setField = (i: number, f: FormField) => setDraft((d) => ({ ...d, fields: d.fields.map((x, j) => (j === i ? f : x)) }));
  const move = (i: number, by: -1 | 1) => setDraft((d) => {
    const fields = [...d.fields];
    [fields[i], fields[i + by]] = [fields[i + by], fields[i]];
    return { ...d, fields };
  });
  const save = async (next: FormDraft) => {
    const problem = formDraftError(cleaned(next));
    if (problem) return showAlert(problem, 'warning');
    try {
      const out = await send('crm.forms.update', { id: form.id, ...cleaned(next) });
      setDraft(out);
      setSaved(out);
      showAlert(next.published ? 'Form saved and published' : 'Form saved', 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  const remove = async () => {
    if (!(await askConfirm(`Delete the form '${form.title}' and its submissions? The contacts stay.`))) return;
    await send('crm.forms.delete', { id: form.id }).then(() => navigate(links.crmFormBuilders()), (e: unknown) => showAlert(errorText(e), 'error'));
  };
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <form noValidate aria-label="Form builder" onSubmit={(e) => { e.preventDefault(); void save(draft); }}>
        <Stack gap="3">
          <Field.Root>
            <Field.Label>Title</Field.Label>
            <Input value={draft.title} maxLength={FORM_LIMITS.title} onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Description</Field.Label>
            <Textarea value={draft.description} maxLength={FORM_LIMITS.description} onChange={(e) => setDraft({ ...draft, description: e.currentTarget.value })} />
          </Field.Root>
          <Stack as="ol" gap="2" aria-label="Fields" p="0">
            {draft.fields.map((f, i) => (
              <FormFieldEditor key={f.id} field={f} index={i} count={draft.fields.length} onChange={(x) => setField(i, x)} onMove={(by) => move(i, by)}
                onRemove={() => setDraft({ ...draft, fields: draft.fields.filter((_, j) => j !== i) })} />
            ))}
          </Stack>
          <Button size="sm" variant="outline" alignSelf="flex-start" disabled={draft.fields.length >= FORM_LIMITS.fields}
            onClick={() => setDraft({ ...draft, fields: [...draft.fields, { id: newFieldId(), label: '', type: 'TEXT', required: false }] })}>Add field</Button>
          <Checkbox.Root checked={draft.published} onCheckedChange={(d) => setDraft({ ...draft, published: d.checked === true })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Published (anyone with the link can fill it)</Checkbox.Label>
          </Checkbox.Root>
          <Checkbox.Root checked={draft.collectFeedback === true} onCheckedChange={(d) => setDraft({ ...draft, collectFeedback: d.checked === true })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Collect as feedback (each submission's long-text answers appear under Feedbacks)</Checkbox.Label>
          </Checkbox.Root>
          <HStack>
            <Button type="submit" loading={pending}>Save</Button>
            <Button variant="ghost" colorPalette="red" onClick={() => void remove()}>Delete form</Button>
          </HStack>
          {saved.published && <Text fontSize="sm">Public link: <AppLink href={links.publicForm(form.id)}>{publicUrl(form.id)}</AppLink></Text>}
        </Stack>
      </form>
      <Box borderWidth="1px" borderRadius="md" p="4" aria-label="Preview" role="region">
        <Text fontSize="xs" color="gray.600" mb="2">Preview</Text>
        <Heading as="h2" size="md" mb="2">{draft.title || 'Untitled form'}</Heading>
        {draft.description && <Text mb="3" whiteSpace="pre-wrap">{draft.description}</Text>}
        <FormFieldsView fields={cleaned(draft).fields.map((f, i) => ({ ...f, label: f.label || `Field ${i + 1}` }))} values={preview} onChange={(id, v) => setPreview((p) => ({ ...p, [id]: v }))} />
      </Box>
    </SimpleGrid>
  );
}

function Submissions({ form }: { form: FormBuilder }) {
  const q = useQuery('crm.forms.submissions', { id: form.id, skip: 0, limit: 50 });
  const labels = form.fields;
  return (
    <Stack gap="2" mt="6">
      <Heading as="h2" size="md">Submissions{q.data ? ` (${q.data.total})` : ''}</Heading>
      {!q.data ? <Text role="status">Loading...</Text> : q.data.items.length === 0 ? <Text>No submissions yet.</Text> : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label="Submissions">
            <Table.Header><Table.Row>{['When', ...labels.map((f) => f.label)].map((h, i) => <Table.ColumnHeader key={`${h}-${i}`}>{h}</Table.ColumnHeader>)}</Table.Row></Table.Header>
            <Table.Body>
              {q.data.items.map((s) => (
                <Table.Row key={s.id} data-testid="form-submission">
                  <Table.Cell whiteSpace="nowrap">{formatMoment(s.createdAt)}</Table.Cell>
                  {labels.map((f) => <Table.Cell key={f.id} whiteSpace="pre-wrap">{s.answers[f.id] ?? ''}</Table.Cell>)}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

export function FormBuilderPage() {
  const { formBuilderId = '' } = useParams<{ formBuilderId: string }>();
  const q = useQuery('crm.forms.get', { id: formBuilderId });
  const [loaded, setLoaded] = useState<FormBuilder | null>(null);
  // the builder starts from the saved form once; later refreshes (a new submission) do not reset the owner's edits
  useEffect(() => {
    if (q.data && loaded?.id !== q.data.id) setLoaded(q.data);
  }, [q.data, loaded]);
  return (
    <CrmLayout title={q.data?.title ?? 'Form'} trail={[{ label: 'Form Builders', href: links.crmFormBuilders() }]} offline={q.offline} error={q.status === 'error' ? q.error?.message : null}>
      {!loaded ? <Text role="status">Loading...</Text> : (
        <>
          <Builder form={loaded} />
          <Submissions form={q.data ?? loaded} />
        </>
      )}
    </CrmLayout>
  );
}
