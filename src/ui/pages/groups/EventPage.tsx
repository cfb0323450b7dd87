// /groups/{groupProfileName}/events/{eventProfileName} (and /sponsors): banner, details, map modal,
// share (link, QR 300 px, e-mail), 'Event Ended' once the end time is past, the interest toggle; group admins
// edit the event and its banner (the banner editor) and delete it.
import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { fromPromise } from 'xstate';
import { MESSAGES } from '../../../domain/companies/rules';
import { eventEnded } from '../../../domain/groups/event-time';
import type { GroupEvent } from '../../../domain/groups/types';
import { eventInterestMachine, LOGIN_FOR_INTEREST } from '../../../machines/groups/event-interest.machine';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { BannerEditorDialog } from '../../components/banner-editor';
import { RichText } from '../../components/rich-text/RichText';
import { SharePanel } from '../../components/share/SharePanel';
import { usePageTitle } from '../../components/usePageTitle';
import { AddressMap } from '../../features/companies/AddressMap';
import { EventForm } from '../../features/groups/EventForm';
import { eventWhen } from '../../features/groups/EventsList';
import { errorText } from '../../features/data/errorText';
import { sendCommand, useCommand } from '../../features/data/useCommand';
import { useEngine } from '../../features/data/useEngine';
import { useQuery } from '../../features/data/useQuery';
import { Modal } from '../../features/groups/Modal';
import { useSession } from '../../features/session/useSession';
import { GroupSponsorsList } from '../../features/sponsors';
import { EventTickets } from '../../features/tickets/EventTickets';
import { TicketAdminMenu } from '../../features/tickets/TicketAdminMenu';
import { EVENT_TYPE_LABELS } from '../../../domain/shared/words';
import { inspect } from '../../app/inspector';
import { PageHeader } from '../../components/page-header/PageHeader';
import { PageTitle } from '../../components/page-header/PageHeader';

function EventMap({ event: e, place }: { event: GroupEvent; place: string }) {
  if (e.lat !== null && e.lng !== null) return <AddressMap lat={e.lat} lng={e.lng} label={place || e.name} />;
  if (!place) return <Text>{MESSAGES.addressUnavailable}</Text>;
  // no coordinates: the address, and a map search that needs no API key
  return (
    <Stack>
      <Text>{place}</Text>
      <Link href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`} target="_blank" rel="noopener noreferrer">Find on OpenStreetMap</Link>
    </Stack>
  );
}

function InterestToggle({ event, signedIn }: { event: GroupEvent; signedIn: boolean }) {
  const engine = useEngine();
  // the actors are built once: they read the engine of the moment (null until the worker is up)
  const engineRef = useRef(engine);
  engineRef.current = engine;
  const [location, navigate] = useLocation();
  const machine = useMemo(() => eventInterestMachine.provide({
    actors: {
      addInterest: fromPromise(async ({ input }) => {
        const r = await sendCommand(engineRef.current, 'groups.interests.create', input);
        return { id: r.id };
      }),
      removeInterest: fromPromise(async ({ input }) => sendCommand(engineRef.current, 'groups.interests.delete', input)),
    },
  }), []);
  const [state, send] = useMachine(machine, { input: { cgEventId: event.id, signedIn, interestId: event.myInterestId, count: event.interestCount }, inspect });
  useEffect(() => {
    if (state.matches('askLogin')) void askConfirm(LOGIN_FOR_INTEREST).then((ok) => send({ type: ok ? 'login.confirm' : 'login.dismiss' }));
    if (state.matches('toLogin')) navigate(links.login(location));
  }, [state.value, send, navigate, location]);
  useEffect(() => {
    if (state.context.error) showAlert(state.context.error, 'error');
  }, [state.context.error]);
  const interested = state.matches('interested') || state.matches('removing');
  return (
    <HStack>
      <Button size="sm" variant={interested ? 'solid' : 'outline'} aria-pressed={interested} loading={state.matches('adding') || state.matches('removing')} onClick={() => send({ type: 'toggle' })}>
        {interested ? 'Interested' : "I'm interested"}
      </Button>
      <Text fontSize="sm">{state.context.count} interested</Text>
    </HStack>
  );
}

export function EventPage() {
  const { groupProfileName = '', eventProfileName = '' } = useParams<{ groupProfileName: string; eventProfileName: string }>();
  const [location] = useLocation();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const event = useQuery('groups.events.byProfile', { groupProfileName, eventProfileName });
  const group = useQuery('groups.byProfile', { profileName: groupProfileName });
  const { send } = useCommand();
  const [, navigate] = useLocation();
  const [modal, setModal] = useState<'map' | 'share' | 'banner' | null>(null);
  const [editing, setEditing] = useState(false);
  const [now, setNow] = useState(Date.now());
  usePageTitle(event.data?.name ?? 'Event');
  const endsAt = event.data?.endTimeMillis;
  useEffect(() => {
    if (endsAt === undefined || eventEnded(endsAt, now)) return;
    // wake when the event ends, so 'Event Ended' appears without a reload
    const t = setTimeout(() => setNow(Date.now()), Math.min(endsAt - now + 50, 2 ** 31 - 1));
    return () => clearTimeout(t);
  }, [endsAt, now]);
  if (event.status === 'error') return <Text role="alert" py="6">{event.error?.message}</Text>;
  if (!event.data) return <Text role="status">Loading...</Text>;
  const e = event.data;
  const ended = eventEnded(e.endTimeMillis, now);
  const place = [e.address, e.city, e.state, e.zipCode, e.country].filter(Boolean).join(', ');
  const url = `${window.location.origin}${links.groupEvent(e.groupProfileName, e.profileName)}`;
  const sponsors = location.endsWith('/sponsors');
  const admin = group.data?.viewer.isAdmin ?? false;
  const remove = async () => {
    if (!(await askConfirm('Are you sure?'))) return;
    try {
      await send('groups.events.delete', { id: e.id });
      navigate(links.group(e.groupProfileName, 'events'));
    } catch (err) {
      showAlert(errorText(err), 'error');
    }
  };
  const saveBanner = async (file: File, onProgress: (f: number) => void) => {
    await send('groups.events.banner', { id: e.id, bannerFile: file }, { onUploadProgress: onProgress });
    showAlert('Banner updated', 'success');
  };
  if (editing) {
    return (
      <Box py="4" maxW="850px" mx="auto">
        <PageTitle mb="4">Edit event</PageTitle>
        <EventForm
          companyGroupId={e.companyGroupId}
          event={e}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            showAlert('Event updated', 'success');
            setEditing(false);
            if (saved.profileName !== e.profileName) navigate(links.groupEvent(saved.groupProfileName, saved.profileName));
          }}
        />
      </Box>
    );
  }
  return (
    <Box py="4" maxW="850px" mx="auto">
      <Box h="160px" bg="orange.100" borderRadius="lg" bgImage={e.bannerUrl ? `url(${e.bannerUrl})` : undefined} bgSize="cover" mb="4" />
      <Stack gap="3">
        <PageHeader title={e.name} offline={event.offline} />
        {ended && <Badge colorPalette="red" alignSelf="flex-start" fontSize="md">Event Ended</Badge>}
        <Text>
          By <AppLink href={links.group(e.groupProfileName)}>{e.groupName}</AppLink> · {EVENT_TYPE_LABELS[e.type]}
        </Text>
        <Text>{eventWhen(e)}</Text>
        {place && <Text>{place}</Text>}
        {e.onlineUrl && <Text>Online: {e.onlineUrl}</Text>}
        <HStack gap="2" wrap="wrap">
          {!ended && <InterestToggle event={e} signedIn={signedIn} />}
          {e.type !== 'ONLINE' && <Button size="sm" variant="outline" onClick={() => setModal('map')}>Show map</Button>}
          <Button size="sm" variant="outline" onClick={() => setModal('share')}>Share</Button>
          {admin && <Button size="sm" variant="outline" onClick={() => setEditing(true)}>Edit event</Button>}
          {admin && <Button size="sm" variant="outline" onClick={() => setModal('banner')}>Edit banner</Button>}
          {admin && <Button size="sm" variant="outline" colorPalette="red" onClick={() => void remove()}>Delete event</Button>}
          {admin && <TicketAdminMenu cgEventId={e.id} eventName={e.name} eventStartAt={e.startTimeMillis} />}
          <AppLink href={sponsors ? links.groupEvent(e.groupProfileName, e.profileName) : links.groupEventSponsors(e.groupProfileName, e.profileName)}>{sponsors ? 'Details' : 'Sponsors'}</AppLink>
        </HStack>
        {!sponsors && <EventTickets cgEventId={e.id} signedIn={signedIn} />}
        {sponsors ? <GroupSponsorsList companyGroupId={e.companyGroupId} /> : <RichText html={e.description} />}
      </Stack>
      <Modal open={modal === 'map'} title={`Map: ${e.name}`} onClose={() => setModal(null)}>
        <EventMap event={e} place={place} />
      </Modal>
      {modal === 'banner' && <BannerEditorDialog open title="Edit event banner" currentUrl={e.bannerUrl} onClose={() => setModal(null)} onSave={saveBanner} />}
      <Modal open={modal === 'share'} title={`Share ${e.name}`} onClose={() => setModal(null)}>
        <SharePanel url={url} title={e.name} />
      </Modal>
    </Box>
  );
}
