// The bodies of the introduction's steps. Steps 1 and 2 send their form to the intro machine (it saves);
// steps 3 and 4 use the existing follow button and a join command, then move on.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CompanyGroup, Membership } from '../../../domain/groups/types';
import { INTRO_MESSAGES, type IntroStepId } from '../../../domain/identity/intro';
import type { introMachine } from '../../../machines/identity/intro.machine';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { FollowButton } from '../../features/companies/CompanyActions';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { CompanyCreateForm } from '../../features/me/CompanyCreateForm';
import { useMyCompanies } from '../../features/me/useMyCompanies';
import { FormMessage, TextField } from '../auth/parts';

type IntroActor = ActorRefFrom<typeof introMachine>;
const SUGGESTIONS = 6;

function Nav({ actor, back = true, next = 'Next' }: { actor: IntroActor; back?: boolean; next?: 'Next' | 'Skip' | 'Finish' }) {
  return (
    <HStack gap="3">
      {back && <Button variant="outline" onClick={() => actor.send({ type: 'step.back' })}>Back</Button>}
      <Button colorPalette={next === 'Skip' ? undefined : 'orange'} variant={next === 'Skip' ? 'ghost' : 'solid'}
        onClick={() => actor.send({ type: next === 'Finish' ? 'step.finish' : 'step.next' })}>{next}</Button>
    </HStack>
  );
}

function ProfileStep({ actor }: { actor: IntroActor }) {
  const { user } = useMyCompanies();
  const [form, setForm] = useState({ firstname: user?.firstname ?? '', lastname: user?.lastname ?? '', profileName: user?.profileName ?? '' });
  const saving = useSelector(actor, (s) => s.matches({ profile: 'saving' }));
  const error = useSelector(actor, (s) => s.context.error);
  const set = (k: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  return (
    <form aria-label="Your profile" noValidate onSubmit={(e) => { e.preventDefault(); actor.send({ type: 'profile.save', changes: form }); }}>
      <Stack gap="3" maxW="md">
        <Text>How other members see you.</Text>
        <TextField label="First name" value={form.firstname} onChange={set('firstname')} required />
        <TextField label="Last name" value={form.lastname} onChange={set('lastname')} required />
        <TextField label="Profile name" value={form.profileName} onChange={set('profileName')} helper="Your address on the network" required />
        <FormMessage error={error} />
        <HStack gap="3">
          <Button type="submit" colorPalette="orange" loading={saving}>Save and continue</Button>
          <Nav actor={actor} back={false} next="Skip" />
        </HStack>
      </Stack>
    </form>
  );
}

function CompanyStep({ actor }: { actor: IntroActor }) {
  const { companies } = useMyCompanies();
  const creating = useSelector(actor, (s) => s.matches({ company: 'creating' }));
  const error = useSelector(actor, (s) => s.context.error);
  const own = companies?.[0];
  if (own) {
    return (
      <Stack gap="3">
        <Text>Your company <AppLink href={links.profile(own.profileName)}>{own.name}</AppLink> is on the network.</Text>
        <Nav actor={actor} />
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Text>Create your company page, so buyers and sellers can find you.</Text>
      <CompanyCreateForm busy={creating} error={error} submitLabel="Create and continue" onCreate={(company) => actor.send({ type: 'company.create', company })} />
      <Nav actor={actor} next="Skip" />
    </Stack>
  );
}

function InterestsStep({ actor }: { actor: IntroActor }) {
  const { user } = useMyCompanies();
  const hits = useQuery('search.type', { type: 'COMPANY', limit: SUGGESTIONS + 1 });
  const ids = (hits.data?.items ?? []).map((h) => h.id).filter((id) => !user?.companyIds.includes(id)).slice(0, SUGGESTIONS);
  const companies = useQuery('companies.byIds', ids.length > 0 ? { ids } : null);
  return (
    <Stack gap="4">
      <Text>Follow companies you are interested in: their news and products reach you.</Text>
      {companies.data === undefined && ids.length > 0 ? <Text role="status">Loading...</Text> : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Suggested companies">
          {(companies.data ?? []).map((c) => (
            <HStack as="li" key={c.id} justify="space-between" borderBottomWidth="1px" py="1">
              <AppLink href={links.profile(c.profileName)}>{c.name}</AppLink>
              <FollowButton company={c} />
            </HStack>
          ))}
        </Stack>
      )}
      <Nav actor={actor} />
    </Stack>
  );
}

function JoinButton({ group, member }: { group: CompanyGroup; member: boolean }) {
  const { send, pending } = useCommand();
  const [standing, setStanding] = useState<Membership>(member ? 'MEMBER' : 'NONE');
  if (member || standing === 'MEMBER') return <Text fontSize="sm" color="green.700">Member</Text>;
  if (standing === 'REQUESTED') return <Text fontSize="sm">Request sent</Text>;
  if (group.asPremium) return <AppLink href={links.group(group.profileName)} fontSize="sm">See the plans</AppLink>;
  const join = async () => {
    try {
      setStanding((await send('groups.members.join', { companyGroupId: group.id })).membership);
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return <Button size="sm" variant="outline" loading={pending} aria-label={`Join ${group.name}`} onClick={() => void join()}>{group.asMemberApprovalRequired ? 'Request to join' : 'Join group'}</Button>;
}

function NetworkStep({ actor }: { actor: IntroActor }) {
  const groups = useQuery('groups.list', {});
  const mine = useQuery('groups.list', { mine: true });
  const mineIds = new Set((mine.data ?? []).map((g) => g.id));
  return (
    <Stack gap="4">
      <Text>Join groups of your trade, and connect with the people you work with (from their company page or <AppLink href={links.meSection('connections')}>Connections</AppLink>).</Text>
      {groups.data === undefined ? <Text role="status">Loading...</Text> : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Suggested groups">
          {groups.data.slice(0, SUGGESTIONS).map((g) => (
            <HStack as="li" key={g.id} justify="space-between" borderBottomWidth="1px" py="1">
              <AppLink href={links.group(g.profileName)}>{g.name}</AppLink>
              {mine.data && <JoinButton group={g} member={mineIds.has(g.id)} />}
            </HStack>
          ))}
        </Stack>
      )}
      <Nav actor={actor} next="Finish" />
    </Stack>
  );
}

export function IntroStepBody({ step, actor }: { step: IntroStepId | 'finished'; actor: IntroActor }) {
  if (step === 'profile') return <ProfileStep actor={actor} />;
  if (step === 'company') return <CompanyStep actor={actor} />;
  if (step === 'interests') return <InterestsStep actor={actor} />;
  if (step === 'network') return <NetworkStep actor={actor} />;
  return (
    <Stack gap="3">
      <Text role="status">{INTRO_MESSAGES.finished}</Text>
      <HStack gap="4">
        <AppLink href={links.meGetStarted()}>What to do next: Get Started</AppLink>
        <AppLink href={links.me()}>My Area</AppLink>
      </HStack>
    </Stack>
  );
}
