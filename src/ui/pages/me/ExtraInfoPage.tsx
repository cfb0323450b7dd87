// /me/extra-info: the member answers the platform's extra questions about themself; /me/company/extra-info: the
// owner answers the company questions for each company they own. Questions and choices come from the admin portal
// (/mtz-admin/user-extra-questions, /company-extra-questions); one choice or several, as the question says.
import { Box, Button, Checkbox, Heading, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { ExtraInfo, ExtraQuestion } from '../../../domain/content/content';
import { PRODUCT_MESSAGES } from '../../../domain/companies/products';
import type { Company } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { useMyCompanies } from '../../features/me/useMyCompanies';
import { attempt } from '../admin/content/attempt';
import { AreaLayout } from './AreaLayout';

type Answers = Record<string, string[]>;

function Choices({ q, value, onChange }: { q: ExtraQuestion; value: string[]; onChange(ids: string[]): void }) {
  if (q.multiple) {
    return (
      <Stack gap="1">
        {q.choices.map((c) => (
          <Checkbox.Root key={c.id} checked={value.includes(c.id)} onCheckedChange={(d) => onChange(d.checked ? [...value, c.id] : value.filter((x) => x !== c.id))}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{c.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    );
  }
  return (
    <RadioGroup.Root value={value[0] ?? null} onValueChange={(d) => onChange(d.value ? [d.value] : [])}>
      <Stack gap="1">
        {q.choices.map((c) => (
          <RadioGroup.Item key={c.id} value={c.id}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{c.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

/** The questions with the subject's answers; 'Save answers' sends every question's choices (none clears one). */
function ExtraInfoForm({ label, info, onSave }: { label: string; info: ExtraInfo; onSave(answers: Answers): Promise<boolean> }) {
  const [answers, setAnswers] = useState<Answers>(info.answers);
  const [busy, setBusy] = useState(false);
  useEffect(() => setAnswers(info.answers), [info.answers]);
  if (info.questions.length === 0) return <Text>There are no questions to answer yet.</Text>;
  const save = async () => {
    setBusy(true);
    await onSave(Object.fromEntries(info.questions.map((q) => [q.id, answers[q.id] ?? []])));
    setBusy(false);
  };
  return (
    <Stack as="form" aria-label={label} gap="5" onSubmit={(e) => { e.preventDefault(); void save(); }}>
      {info.questions.map((q) => (
        <Box as="fieldset" key={q.id} role="group" aria-label={q.question}>
          <Text as="legend" fontWeight="semibold" mb="1">{q.question}</Text>
          {q.multiple && <Text fontSize="sm" color="gray.600" mb="1">Pick all that apply.</Text>}
          <Choices q={q} value={answers[q.id] ?? []} onChange={(ids) => setAnswers((a) => ({ ...a, [q.id]: ids }))} />
        </Box>
      ))}
      <Button type="submit" alignSelf="flex-start" disabled={busy}>Save answers</Button>
    </Stack>
  );
}

export function ExtraInfoPage() {
  const q = useQuery('extraInfo.mine', undefined);
  const { send } = useCommand();
  const area = { label: 'Extra Info', href: links.meSection('extra-info') };
  return (
    <AreaLayout area={area} title="Extra Info" offline={q.offline} error={q.status === 'error' && !q.data ? q.error?.message : null}>
      <Text>Tell the network a little more about yourself.</Text>
      {!q.data ? <Text role="status">Loading...</Text>
        : <ExtraInfoForm label="My extra info" info={q.data} onSave={(answers) => attempt(() => send('extraInfo.answer', { answers }), 'Answers saved')} />}
    </AreaLayout>
  );
}

function CompanyExtraInfo({ company }: { company: Company }) {
  const q = useQuery('extraInfo.company', { companyId: company.id });
  const { send } = useCommand();
  return (
    <Box as="section" aria-label={company.name}>
      <Heading as="h2" size="lg" mb="3">{company.name}</Heading>
      {q.status === 'error' && !q.data ? <Text color="red.600" role="alert">{q.error?.message}</Text>
        : !q.data ? <Text role="status">Loading...</Text> : (
          <ExtraInfoForm
            label={`Extra info of ${company.name}`} info={q.data}
            onSave={(answers) => attempt(() => send('extraInfo.companyAnswer', { companyId: company.id, answers }), 'Answers saved')}
          />
        )}
    </Box>
  );
}

export function CompanyExtraInfoPage() {
  const { companies, offline, error } = useMyCompanies();
  const area = { label: 'My Company', href: links.meCompany() };
  return (
    <AreaLayout area={area} title="Extra Info" offline={offline} error={error}>
      {companies === null ? <Text role="status">Loading...</Text>
        : companies.length === 0 ? (
          <Stack gap="2">
            <Text>{PRODUCT_MESSAGES.noCompany}</Text>
            <AppLink href={links.meCompanyCreate()} alignSelf="flex-start">Create a company</AppLink>
          </Stack>
        ) : <Stack gap="8">{companies.map((c) => <CompanyExtraInfo key={c.id} company={c} />)}</Stack>}
    </AreaLayout>
  );
}
