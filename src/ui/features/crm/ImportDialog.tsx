// CSV import of contacts: pick a file (or download the template), map its columns to the contact fields,
// then watch the rows being checked and saved; at the end the counts (added, merged, rejected) and the
// rejected rows with their reasons as a CSV to download.
import { Button, Field, HStack, Input, NativeSelect, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CONTACT_FIELDS, FIELD_LABELS, guessMapping, templateCsv } from '../../../domain/crm/contacts';
import type { ColumnMapping } from '../../../domain/crm/csv-import';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { AppDialog } from '../../components/dialog/AppDialog';
import { downloadBlob, downloadText } from './download';
import { useCsvImport } from './useCsvImport';

function Mapping({ header, sample, onRun }: { header: string[]; sample: string[][]; onRun(m: ColumnMapping): void }) {
  const [m, setM] = useState<ColumnMapping>(() => guessMapping(header));
  return (
    <Stack gap="3" aria-label="Column mapping">
      <Text>Which column holds each field? Email and a first or last name are needed.</Text>
      {CONTACT_FIELDS.map((f) => (
        <Field.Root key={f} orientation="horizontal">
          <Field.Label minW="32">{FIELD_LABELS[f]}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field aria-label={`Column for ${FIELD_LABELS[f]}`} value={m[f]} onChange={(e) => { const v = Number(e.currentTarget.value); setM((x) => ({ ...x, [f]: v })); }}>
              <option value={-1}>(none)</option>
              {header.map((h, i) => <option key={i} value={i}>{h || `Column ${i + 1}`}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ))}
      {sample.length > 0 && (
        <Table.ScrollArea borderWidth="1px" maxH="40">
          <Table.Root size="sm" aria-label="First rows">
            <Table.Header><Table.Row>{header.map((h, i) => <Table.ColumnHeader key={i}>{h}</Table.ColumnHeader>)}</Table.Row></Table.Header>
            <Table.Body>{sample.map((r, i) => <Table.Row key={i}>{header.map((_, j) => <Table.Cell key={j}>{r[j]}</Table.Cell>)}</Table.Row>)}</Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <HStack><Button disabled={m.email < 0} onClick={() => onRun(m)}>Import</Button></HStack>
    </Stack>
  );
}

export function ImportDialog({ onClose }: { onClose(): void }) {
  const { state, pick, run, reset } = useCsvImport();
  const busy = state.step === 'running';
  return (
    <AppDialog open title="Import contacts from CSV" onClose={() => { if (!busy) onClose(); }} size="lg"
      footer={<Button variant="outline" disabled={busy} onClick={onClose}>Close</Button>}>
      {state.step === 'pick' && (
        <Stack gap="3">
          <Field.Root>
            <Field.Label>CSV file</Field.Label>
            <Input type="file" accept=".csv,text/csv" p="1" onChange={(e) => { const f = e.currentTarget.files?.[0]; if (f) void pick(f); }} />
          </Field.Root>
          <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => downloadText('contacts-template.csv', templateCsv())}>Download template CSV</Button>
        </Stack>
      )}
      {state.step === 'map' && <Mapping header={state.header} sample={state.sample} onRun={(m) => void run(state.file, m)} />}
      {state.step === 'running' && (
        <Progress.Root value={state.progress} max={100} aria-label="Import progress">
          <HStack justify="space-between"><Progress.Label>{state.phase}</Progress.Label><Progress.ValueText>{state.progress}%</Progress.ValueText></HStack>
          <Progress.Track><Progress.Range /></Progress.Track>
        </Progress.Root>
      )}
      {state.step === 'done' && (
        <Stack gap="2" role="status" aria-label="Import result">
          <Text fontWeight="semibold">Import of {state.event.fileName} finished</Text>
          <Text data-testid="import-counts">{state.event.added} added, {state.event.merged} merged, {state.event.rejected} rejected (of {state.event.total} rows)</Text>
          <HStack flexWrap="wrap">
            {state.rejectedFile && <Button size="sm" variant="outline" onClick={() => { if (state.rejectedFile) downloadBlob(`rejected-${state.event.fileName}`, state.rejectedFile); }}>Download rejected rows</Button>}
            <Button size="sm" variant="ghost" onClick={reset}>Import another file</Button>
            <AppLink href={links.crmUploadEvents()}>All imports</AppLink>
          </HStack>
        </Stack>
      )}
      {state.step === 'failed' && (
        <Stack gap="2">
          <Text role="alert" color="red.600">{state.message}</Text>
          <Button alignSelf="flex-start" size="sm" onClick={reset}>Try again</Button>
        </Stack>
      )}
    </AppDialog>
  );
}
