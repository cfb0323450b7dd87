// /me/intro and /me/v2/intro (spec 2): the introduction for a new member, driven by introMachine. It resumes at
// ?step= (the chat sends an unfinished intro here with &leftover=true) or at the step stored under MTZ_INTRO_STEP;
// each step entered is stored and shown in the address, finishing clears the store. /me/v2/intro is the newer
// card layout of the same flow.
import { Box, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { INTRO_MESSAGES, INTRO_STEPS } from '../../../domain/identity/intro';
import { introMachine, type IntroInput, type NewCompany, type ProfileChanges } from '../../../machines/identity/intro.machine';
import { inspect } from '../../app/inspector';
import { withQuery } from '../../app/query';
import { usePageTitle } from '../../components/usePageTitle';
import { sendCommand } from '../../features/data/useCommand';
import { useEngine } from '../../features/data/useEngine';
import { introStore } from '../../features/me/introStore';
import { useMyCompanies } from '../../features/me/useMyCompanies';
import { IntroStepBody } from './IntroSteps';
import { MeLayout } from './MeLayout';

export function IntroPage() {
  return <Intro layout="v1" />;
}

export function IntroV2Page() {
  return <Intro layout="v2" />;
}

function Intro({ layout }: { layout: 'v1' | 'v2' }) {
  usePageTitle('Introduction');
  const search = new URLSearchParams(useSearch());
  const { user } = useMyCompanies();
  const [input] = useState<Omit<IntroInput, 'hasCompany'>>(() => ({ fromQuery: search.get('step'), stored: introStore.step(), leftover: search.get('leftover') === 'true' }));
  return (
    <MeLayout>
      <Heading as="h1" size="2xl" mb="4">Welcome to the network</Heading>
      {user === null ? <Text role="status">Loading...</Text> : <IntroFlow layout={layout} userId={user.id} input={{ ...input, hasCompany: user.companyIds.length > 0 }} />}
    </MeLayout>
  );
}

function IntroFlow({ layout, input, userId }: { layout: 'v1' | 'v2'; input: IntroInput; userId: string }) {
  const engine = useEngine();
  const engineRef = useRef(engine);
  engineRef.current = engine;
  const [location, navigate] = useLocation();
  const here = useRef(location);
  here.current = location;
  const [logic] = useState(() => introMachine.provide({
    actors: {
      saveProfile: fromPromise<unknown, ProfileChanges>(({ input: changes }) => sendCommand(engineRef.current, 'account.update', changes)),
      createCompany: fromPromise<unknown, NewCompany>(({ input: company }) => sendCommand(engineRef.current, 'companies.create', company)),
    },
    actions: {
      storeStep: (_, { step }) => {
        introStore.storeStep(userId, step); // not once this member has finished the introduction
        // the address names the step on screen (a link back from the chat already does)
        if (new URLSearchParams(window.location.search).get('step') !== String(step)) navigate(withQuery(here.current, { step }), { replace: true });
      },
      clearStep: () => introStore.finish(userId),
    },
  }));
  const actor = useActorRef(logic, { input, inspect });
  const snap = useSelector(actor, (s) => s);
  const finished = snap.status === 'done';
  const current = INTRO_STEPS[snap.context.step - 1];
  const stepsDone = finished ? INTRO_STEPS.length : snap.context.step - 1;
  return (
    <Stack gap="5">
      {snap.context.leftover && !finished && <Text role="note" bg="orange.50" p="3" borderRadius="md">{INTRO_MESSAGES.leftover}</Text>}
      {layout === 'v2' ? (
        <Progress.Root value={Math.round((stepsDone * 100) / INTRO_STEPS.length)}>
          <Progress.Track aria-label="Introduction progress"><Progress.Range /></Progress.Track>
        </Progress.Root>
      ) : null}
      <HStack as="ol" aria-label="Introduction steps" gap="4" wrap="wrap" listStyleType="none">
        {INTRO_STEPS.map((s) => (
          <Box as="li" key={s.step} aria-current={!finished && s.step === current.step ? 'step' : undefined}
            fontWeight={!finished && s.step === current.step ? 'bold' : 'normal'} color={finished || s.step < current.step ? 'green.700' : undefined}>
            {s.step}. {s.title}
          </Box>
        ))}
      </HStack>
      <Box borderWidth={layout === 'v2' ? '1px' : '0'} borderRadius="lg" p={layout === 'v2' ? '5' : '0'} boxShadow={layout === 'v2' ? 'sm' : undefined}>
        {finished ? <IntroStepBody step="finished" actor={actor} /> : (
          <>
            <Heading as="h2" size="lg" mb="3">Step {current.step} of {INTRO_STEPS.length}: {current.title}</Heading>
            <IntroStepBody step={current.id} actor={actor} />
          </>
        )}
      </Box>
    </Stack>
  );
}
