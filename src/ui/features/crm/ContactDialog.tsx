// Add or edit one contact: e-mail, first and last name (one of them), phone, company; an edit may mark the
// contact unsubscribed (for good). Checked with the import's own row rule before it is sent.
import { Button, Checkbox, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { checkRow, CONTACT_LIMITS, FIELD_LABELS, type Contact, type ContactDraft } from '../../../domain/crm/contacts';
import { showAlert } from '../../components/alerts';
import { AppDialog } from '../../components/dialog/AppDialog';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';

const MAX: Record<keyof ContactDraft, number> = { email: CONTACT_LIMITS.email, firstname: CONTACT_LIMITS.name, lastname: CONTACT_LIMITS.name, phone: CONTACT_LIMITS.phone, companyName: CONTACT_LIMITS.companyName };

export function ContactDialog({ contact, onClose }: { contact: Contact | null; onClose(): void }) {
  const { send, pending } = useCommand();
  const [d, setD] = useState<ContactDraft>(contact ?? { email: '', firstname: '', lastname: '', phone: '', companyName: '' });
  const [unsubscribe, setUnsubscribe] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    const r = checkRow(d);
    if (!r.ok) return setProblem(r.reason);
    setProblem(null);
    try {
      if (contact) await send('crm.contacts.update', { id: contact.id, ...r.contact, ...(unsubscribe ? { unsubscribed: true as const } : {}) });
      else await send('crm.contacts.create', r.contact);
      showAlert(contact ? 'Contact updated' : 'Contact added', 'success');
      onClose();
    } catch (e) {
      setProblem(errorText(e));
    }
  };
  return (
    <AppDialog open title={contact ? 'Edit contact' : 'Add contact'} onClose={onClose}
      footer={<><Button variant="outline" onClick={onClose}>Cancel</Button><Button loading={pending} onClick={() => void save()}>Save</Button></>}>
      <form noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <Stack gap="3">
        {(Object.keys(MAX) as (keyof ContactDraft)[]).map((f) => (
          <Field.Root key={f} required={f === 'email'}>
            <Field.Label>{FIELD_LABELS[f]}</Field.Label>
            <Input type={f === 'email' ? 'email' : 'text'} value={d[f]} maxLength={MAX[f]} onChange={(e) => { const v = e.currentTarget.value; setD((x) => ({ ...x, [f]: v })); }} />
          </Field.Root>
        ))}
        {contact && !contact.unsubscribed && (
          <Checkbox.Root checked={unsubscribe} onCheckedChange={(c) => setUnsubscribe(c.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Mark as unsubscribed (cannot be undone)</Checkbox.Label>
          </Checkbox.Root>
        )}
        {contact?.unsubscribed && <Text fontSize="sm">This contact unsubscribed.</Text>}
        {problem && <Text role="alert" color="red.600">{problem}</Text>}
        <button type="submit" hidden />
      </Stack>
      </form>
    </AppDialog>
  );
}
