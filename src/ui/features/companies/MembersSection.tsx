// /profile/{p}/members: the company's members, the owner labelled (admin) and not removable. The owner
// invites by email and opens Manage Invites; a signed-in user invited to this company accepts here.
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { memberLabel, OWNER_MESSAGES, type CompanyMember, type MemberInvite } from '../../../domain/companies/owner';
import type { Company } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';
import { useQuery } from '../data/useQuery';
import { useSession } from '../session/useSession';
import { InviteMembersDialog } from './InviteMembersDialog';
import { formatMoment } from '../../../domain/shared/dates';

export function MembersSection({ company, isOwner }: { company: Company; isOwner: boolean }) {
  const session = useSession();
  const { send } = useCommand();
  const [inviting, setInviting] = useState(false);
  const signedIn = Boolean(session.user);
  const membersQ = useQuery('companies.members', { id: company.id });
  const invitesQ = useQuery('memberInvites.mine', signedIn && !isOwner ? undefined : null);
  const members = membersQ.data;
  const myInvite = invitesQ.data?.find((i) => i.companyId === company.id) ?? null;
  const remove = async (m: CompanyMember) => {
    if (!(await askConfirm(`Remove ${memberLabel(m)} from ${company.name}?`))) return;
    try {
      await send('companies.removeMember', { id: company.id, memberId: m.id });
      showAlert(OWNER_MESSAGES.memberRemoved, 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  const accept = async (invite: MemberInvite) => {
    try {
      await send('memberInvites.accept', { id: invite.id });
      showAlert(`You are now a member of ${company.name}`, 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  if (membersQ.error) return <Text role="alert" color="red.600">{membersQ.error.message}</Text>;
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
      <InviteMembersDialog companyId={company.id} open={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}

/** /profile/{p}/members/invites: the owner's pending invites with resend and cancel. */
export function InvitesSection({ company, isOwner }: { company: Company; isOwner: boolean }) {
  const { send } = useCommand();
  const q = useQuery('companies.invites', isOwner ? { id: company.id } : null);
  if (!isOwner) return <Text role="alert">{'Only the company owner may do this'}</Text>;
  if (q.error) return <Text role="alert" color="red.600">{q.error.message}</Text>;
  const invites = q.data;
  if (!invites) return <Text role="status">Loading...</Text>;
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      showAlert(done, 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
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
              <Text fontSize="xs" color="gray.600">Sent {formatMoment(i.sentAt)}</Text>
            </Stack>
            <HStack>
              <Button size="xs" variant="outline" onClick={() => void act(() => send('memberInvites.resend', { id: i.id }), OWNER_MESSAGES.inviteResent)}>Resend</Button>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => void (async () => {
                if (await askConfirm(`Cancel the invite to ${i.targetEmail}?`)) await act(() => send('memberInvites.cancel', { id: i.id }), OWNER_MESSAGES.inviteCancelled);
              })()}>Cancel invite</Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
