// A DRAFT campaign on /me/crm/email-campaigns/{id}: its name, layout, subject, body (with buttons that insert the
// placeholders at the caret) and contact group, a live preview for a sample recipient, Save, 'Send test to me'
// and Send (after a confirmation naming the group and how many contacts it has). Test and Send save first.
import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES, CAMPAIGN_PLACEHOLDERS, unknownPlaceholders, type EmailCampaign, type EmailCampaignDraft } from '../../../domain/crm/campaigns';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { insertPlaceholder, previewCampaign, sendQuestion } from '../../features/crm/mail-preview';
import { MailPreview } from '../../features/crm/MailPreview';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';

const draftOf = (c: EmailCampaign): EmailCampaignDraft => ({ name: c.name, subject: c.subject, body: c.body, layoutId: c.layoutId, contactGroupId: c.contactGroupId });

export function CampaignEditor({ campaign }: { campaign: EmailCampaign }) {
  const { send, pending } = useCommand();
  const [, navigate] = useLocation();
  const layouts = useQuery('crm.layouts.list', undefined);
  const groups = useQuery('crm.groups.list', undefined);
  const [draft, setDraft] = useState<EmailCampaignDraft>(() => draftOf(campaign));
  const body = useRef<HTMLTextAreaElement>(null);
  const set = (patch: Partial<EmailCampaignDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const layout = layouts.data?.find((l) => l.id === draft.layoutId) ?? null;
  const group = groups.data?.find((g) => g.id === draft.contactGroupId) ?? null;
  const preview = previewCampaign(draft, layout?.html ?? null);
  const unknown = unknownPlaceholders(draft.subject, draft.body);

  const insert = (name: string) => {
    const el = body.current;
    const out = insertPlaceholder(draft.body, el?.selectionStart ?? draft.body.length, el?.selectionEnd ?? draft.body.length, name);
    set({ body: out.text });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(out.caret, out.caret);
    });
  };
  /** Saves the draft; false (with the reason shown) when it cannot be saved. */
  const save = async (quiet = false): Promise<boolean> => {
    const problem = !draft.name.trim() ? 'Name is required' : unknown.length > 0 ? CAMPAIGN_MESSAGES.unknownPlaceholder(unknown) : null;
    if (problem) {
      showAlert(problem, 'warning');
      return false;
    }
    try {
      setDraft(draftOf(await send('crm.campaigns.update', { id: campaign.id, ...draft, name: draft.name.trim() })));
      if (!quiet) showAlert('Campaign saved', 'success');
      return true;
    } catch (e) {
      showAlert(errorText(e), 'error');
      return false;
    }
  };
  const act = (f: () => Promise<unknown>) => void f().catch((e: unknown) => showAlert(errorText(e), 'error'));
  const testSend = () => act(async () => {
    if (!(await save(true))) return;
    const { to } = await send('crm.campaigns.test', { id: campaign.id });
    showAlert(`Test mail sent to ${to}`, 'success');
  });
  const sendNow = () => act(async () => {
    if (!group) return showAlert(CAMPAIGN_MESSAGES.noGroup, 'warning');
    if (group.contactCount === 0) return showAlert(CAMPAIGN_MESSAGES.emptyGroup, 'warning');
    if (!(await askConfirm(sendQuestion(draft.name, group), { title: 'Send the campaign', confirmLabel: 'Send' }))) return;
    if (!(await save(true))) return;
    await send('crm.campaigns.send', { id: campaign.id });
    showAlert('Campaign sending', 'success');
  });
  const remove = () => act(async () => {
    if (!(await askConfirm(`Delete the campaign '${campaign.name}'?`, { confirmLabel: 'Delete' }))) return;
    await send('crm.campaigns.delete', { id: campaign.id });
    navigate(links.crmEmailCampaigns());
  });

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <form noValidate aria-label="Campaign" onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <Stack gap="3">
          <Field.Root required>
            <Field.Label>Name</Field.Label>
            <Input value={draft.name} maxLength={CAMPAIGN_LIMITS.name} onChange={(e) => set({ name: e.currentTarget.value })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Layout</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={draft.layoutId ?? ''} onChange={(e) => set({ layoutId: e.currentTarget.value || null })}>
                <option value="">No layout (plain mail)</option>
                {(layouts.data ?? []).map((l) => <option key={l.id} value={l.id}>{l.name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>Layouts are made under <AppLink href={links.crmEmailLayouts()}>Email Layouts</AppLink>.</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Subject</Field.Label>
            <Input value={draft.subject} maxLength={CAMPAIGN_LIMITS.subject} onChange={(e) => set({ subject: e.currentTarget.value })} />
          </Field.Root>
          <Field.Root invalid={unknown.length > 0}>
            <Field.Label>Body</Field.Label>
            <HStack gap="1" flexWrap="wrap" role="group" aria-label="Insert a placeholder">
              {CAMPAIGN_PLACEHOLDERS.map((p) => (
                <Button key={p} size="xs" variant="outline" aria-label={`Insert {${p}}`} onClick={() => insert(p)}>{`{${p}}`}</Button>
              ))}
            </HStack>
            <Textarea ref={body} value={draft.body} maxLength={CAMPAIGN_LIMITS.body} rows={12} onChange={(e) => set({ body: e.currentTarget.value })} />
            {unknown.length > 0 ? <Field.ErrorText>{CAMPAIGN_MESSAGES.unknownPlaceholder(unknown)}</Field.ErrorText>
              : <Field.HelperText>Plain text; a blank line starts a paragraph. Every mail ends with a one-click unsubscribe link.</Field.HelperText>}
          </Field.Root>
          <Field.Root>
            <Field.Label>Contact group</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={draft.contactGroupId ?? ''} onChange={(e) => set({ contactGroupId: e.currentTarget.value || null })}>
                <option value="">Choose a contact group…</option>
                {(groups.data ?? []).map((g) => <option key={g.id} value={g.id}>{`${g.name} (${g.contactCount})`}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <HStack flexWrap="wrap">
            <Button type="submit" loading={pending}>Save</Button>
            <Button variant="outline" disabled={pending} onClick={testSend}>Send test to me</Button>
            <Button disabled={pending} onClick={sendNow}>Send</Button>
            <Button variant="ghost" colorPalette="red" disabled={pending} onClick={remove}>Delete campaign</Button>
          </HStack>
          {group && <Text fontSize="sm" color="fg.muted">Goes to {group.name}: {group.contactCount} contact(s), unsubscribed ones skipped.</Text>}
        </Stack>
      </form>
      <MailPreview subject={preview.subject} html={preview.html} />
    </SimpleGrid>
  );
}
