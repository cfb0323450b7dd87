// The owner's "Invite members" dialog: emails added one by one (spec 5 messages), then sent together.
import { Button, Field, HStack, Input, Stack, Tag, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { OWNER_MESSAGES } from '../../../domain/companies/owner';
import { ownerInviteMachine } from '../../../machines/companies/owner-invite.machine';
import { inspect } from '../../app/inspector';
import { showAlert } from '../../components/alerts';
import { AppDialog } from '../../components/dialog/AppDialog';
import { sendCommand } from '../data/useCommand';
import { useEngine } from '../data/useEngine';

export function InviteMembersDialog({ companyId, open, onClose }: { companyId: string; open: boolean; onClose(): void }) {
  return (
    <AppDialog open={open} title="Invite members" onClose={onClose} footer={null}>
      {open && <InviteForm companyId={companyId} onClose={onClose} />}
    </AppDialog>
  );
}

function InviteForm({ companyId, onClose }: { companyId: string; onClose(): void }) {
  const engine = useEngine();
  const engineRef = useRef(engine);
  engineRef.current = engine;
  const [logic] = useState(() => ownerInviteMachine.provide({
    actors: { sendInvites: fromPromise<unknown, { emails: string[] }>(({ input }) => sendCommand(engineRef.current, 'companies.invite', { id: companyId, emails: input.emails })) },
  }));
  const [snap, send] = useMachine(logic, { inspect });
  const done = snap.matches('sent');
  useEffect(() => {
    if (!done) return;
    showAlert(OWNER_MESSAGES.invitesSent, 'success');
    onClose();
  }, [done, onClose]);
  const busy = snap.matches('sending');
  return (
    <Stack gap="3">
      <form onSubmit={(e) => { e.preventDefault(); send({ type: 'email.add' }); }}>
        <HStack align="end">
          <Field.Root>
            <Field.Label>Email</Field.Label>
            <Input type="text" inputMode="email" value={snap.context.draft} disabled={busy} onChange={(e) => send({ type: 'draft.change', value: e.currentTarget.value })} />
          </Field.Root>
          <Button type="submit" variant="outline" disabled={busy}>Add</Button>
        </HStack>
      </form>
      <HStack wrap="wrap" gap="2" aria-label="Selected emails" role="list">
        {snap.context.emails.map((e) => (
          <Tag.Root key={e} role="listitem">
            <Tag.Label>{e}</Tag.Label>
            <Tag.EndElement><Tag.CloseTrigger aria-label={`Remove ${e}`} onClick={() => send({ type: 'email.remove', email: e })} /></Tag.EndElement>
          </Tag.Root>
        ))}
      </HStack>
      {snap.context.error && <Text role="alert" color="red.600">{snap.context.error}</Text>}
      <HStack justify="end">
        <Button variant="outline" onClick={onClose} disabled={busy}>Cancel</Button>
        <Button colorPalette="orange" loading={busy} onClick={() => send({ type: 'send' })}>Send invites</Button>
      </HStack>
    </Stack>
  );
}
