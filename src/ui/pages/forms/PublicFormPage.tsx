// /forms/{formBuilderId}: a company's published CRM form, filled by anyone without an account. The form-fill
// machine checks the answers on the fields, solves the proof-of-work captcha in the browser ('Verifying you are
// human...'), then sends; the answers make or update the company's contact.
import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { useParams } from 'wouter';
import { fromPromise } from 'xstate';
import type { CaptchaPayload, PublicForm } from '../../../domain/crm/forms';
import { formFillMachine } from '../../../machines/crm/form-fill.machine';
import { inspect } from '../../app/inspector';
import { usePageTitle } from '../../components/usePageTitle';
import { solveCaptcha } from '../../features/crm/captcha';
import { FormFieldsView } from '../../features/crm/FormFieldsView';
import { sendCommand } from '../../features/data/useCommand';
import { useEngine } from '../../features/data/useEngine';
import { readOnce } from '../../features/data/readOnce';
import { useQuery } from '../../features/data/useQuery';
import { PageTitle } from '../../components/page-header/PageHeader';

function FillForm({ form }: { form: PublicForm }) {
  const engine = useEngine();
  const engineRef = useRef(engine);
  engineRef.current = engine;
  const [logic] = useState(() => formFillMachine.provide({
    actors: {
      solveCaptcha: fromPromise<CaptchaPayload | null, void>(async ({ signal }) => solveCaptcha(await readOnce(engineRef.current, 'captcha.challenge', undefined), signal)),
      submit: fromPromise(({ input }) => sendCommand(engineRef.current, 'forms.submit', { id: input.formId, answers: input.answers, captcha: input.captcha })),
    },
  }));
  const [snap, send] = useMachine(logic, { input: { formId: form.id, fields: form.fields }, inspect });
  if (snap.matches('sent')) return <Alert.Root status="success"><Alert.Indicator /><Alert.Title>{snap.context.sentMessage}</Alert.Title></Alert.Root>;
  const busy = !snap.matches('filling');
  return (
    <form noValidate aria-label={form.title} onSubmit={(e) => { e.preventDefault(); send({ type: 'submit' }); }}>
      <Stack gap="4">
        <FormFieldsView fields={form.fields} values={snap.context.values} errors={snap.context.errors} disabled={busy}
          onChange={(id, value) => send({ type: 'change', id, value })} />
        {snap.context.message && <Text role="alert" color="red.700">{snap.context.message}</Text>}
        {snap.matches('verifying') && <Text role="status">Verifying you are human...</Text>}
        <Text fontSize="xs" color="gray.600">This form is protected by a proof-of-work check that runs in your browser: no tracking, no puzzle.</Text>
        <Button type="submit" alignSelf="flex-start" loading={busy}>Send</Button>
      </Stack>
    </form>
  );
}

export function PublicFormPage() {
  const { formBuilderId = '' } = useParams<{ formBuilderId: string }>();
  const q = useQuery('forms.public', { id: formBuilderId });
  usePageTitle(q.data?.title ?? 'Form');
  return (
    <Box maxW="640px" mx="auto" py="8" px="4">
      {q.status === 'error' && <Text role="alert">{q.error?.message}</Text>}
      {!q.data && q.status !== 'error' && <Text role="status">Loading...</Text>}
      {q.data && (
        <Stack gap="4">
          <PageTitle>{q.data.title}</PageTitle>
          <Text fontSize="sm" color="gray.600">{q.data.companyName}</Text>
          {q.data.description && <Text whiteSpace="pre-wrap">{q.data.description}</Text>}
          <FillForm form={q.data} />
        </Stack>
      )}
    </Box>
  );
}
