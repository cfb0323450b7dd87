// /profile/{p}/members: the company's members, the owner labelled (admin) and not removable. The owner
// invites by email and opens Manage Invites; a signed-in user invited to this company accepts here.
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { memberLabel, OWNER_MESSAGES, type CompanyMember, type MemberInvite } from '../../../domain/companies/owner';
import type { Company } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { useApi } from '../session/useApi';
import { useSession } from '../session/useSession';
import { InviteMembersDialog } from './InviteMembersDialog';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function MembersSection({ company, isOwner, onChanged }: { company: Company; isOwner: boolean; onChanged(): void }) {
  const api = useApi();
  const session = useSession();
  const [members, setMembers] = useState<CompanyMember[] | null>(null);
  const [myInvite, setMyInvite] = useState<MemberInvite | null>(null);
  const [inviting, setInviting] = useState(false);
  const signedIn = Boolean(session.user);
  const load = useCallback(async () => {
    try {
      setMembers((await api.call('companies.members', { id: company.id })) ?? []);
      if (signedIn && !isOwner) setMyInvite(((await api.call('memberInvites.mine', undefined)) ?? []).find((i) => i.companyId === company.id) ?? null);
    } catch (e) {
      showAlert(message(e), 'error');
    }
  }, [api, company.id, signedIn, isOwner]);
  useEffect(() => {
    void load();
  }, [load]);
  const changed = () => {
    void load();
    onChanged();
  };
  const remove = async (m: CompanyMember) => {
    if (!(await askConfirm(`Remove ${memberLabel(m)} from ${company.name}?`))) return;
    try {
      await api.call('companies.removeMember', { id: company.id, memberId: m.id });
      showAlert(OWNER_MESSAGES.memberRemoved, 'success');
      changed();
    } catch (e) {
      showAlert(message(e), 'error');
    }
  };
  const accept = async (invite: MemberInvite) => {
    try {
      await api.call('memberInvites.accept', { id: invite.id });
      showAlert(`You are now a member of ${company.name}`, 'success');
      setMyInvite(null);
      changed();
    } catch (e) {
      showAlert(message(e), 'error');
    }
  };
  if (!members) return <Text role="status">Loading...</Text>;
  return (
    <Stack gap="3">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h2" size="lg">Members ({members.length})</Heading>
        {isOwner && (
          <HStack>
            <Button size="sm" colorPalette="orange" onClick={() => setInviting(true)}>Invite members</Button>
            <AppLink href={links.profile(company.profileName, 'members/invites')}>Manage Invites</AppLink>
          </HStack>
        )}
      </HStack>
      {myInvite && (
        <HStack borderWidth="1px" p="3" justify="space-between">
          <Text>You are invited to join {company.name}.</Text>
          <Button size="sm" colorPalette="orange" onClick={() => void accept(myInvite)}>Accept invite</Button>
        </HStack>
      )}
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Members">
        {members.map((m) => (
          <HStack as="li" key={m.id} borderBottomWidth="1px" py="2" justify="space-between">
            <Text>{memberLabel(m)}</Text>
            {!m.admin && (isOwner || m.userId === session.user?.id) && (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove(m)}>
                {isOwner ? `Remove ${m.user.firstname} ${m.user.lastname}` : 'Leave'}
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
      <InviteMembersDialog companyId={company.id} open={inviting} onClose={() => setInviting(false)} onSent={changed} />
    </Stack>
  );
}

/** /profile/{p}/members/invites: the owner's pending invites with resend and cancel. */
export function InvitesSection({ company, isOwner }: { company: Company; isOwner: boolean }) {
  const api = useApi();
  const [invites, setInvites] = useState<MemberInvite[] | null>(null);
  const load = useCallback(async () => {
    try {
      setInvites((await api.call('companies.invites', { id: company.id })) ?? []);
    } catch (e) {
      showAlert(message(e), 'error');
      setInvites([]);
    }
  }, [api, company.id]);
  useEffect(() => {
    if (isOwner) void load();
  }, [load, isOwner]);
  if (!isOwner) return <Text role="alert">{'Only the company owner may do this'}</Text>;
  if (!invites) return <Text role="status">Loading...</Text>;
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      showAlert(done, 'success');
      void load();
    } catch (e) {
      showAlert(message(e), 'error');
    }
  };
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Heading as="h2" size="lg">Manage Invites</Heading>
        <AppLink href={links.profile(company.profileName, 'members')}>Back to members</AppLink>
      </HStack>
      {invites.length === 0 && <Text color="gray.600">No pending invites.</Text>}
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Invites">
        {invites.map((i) => (
          <HStack as="li" key={i.id} borderBottomWidth="1px" py="2" justify="space-between">
            <Stack gap="0">
              <Text>{i.targetEmail}</Text>
              <Text fontSize="xs" color="gray.600">Sent {new Date(i.sentAt).toLocaleString()}</Text>
            </Stack>
            <HStack>
              <Button size="xs" variant="outline" onClick={() => void act(() => api.call('memberInvites.resend', { id: i.id }), OWNER_MESSAGES.inviteResent)}>Resend</Button>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => void (async () => {
                if (await askConfirm(`Cancel the invite to ${i.targetEmail}?`)) await act(() => api.call('memberInvites.cancel', { id: i.id }), OWNER_MESSAGES.inviteCancelled);
              })()}>Cancel invite</Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
