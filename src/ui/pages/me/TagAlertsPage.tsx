// /me/tag-alerts: the keywords and categories a member watches. A company, product, RFQ or group event published
// with a watched keyword (whole words, any case) in its name or description, or in a watched category, reaches them
// as a notification on the bell; if they want it, also in one e-mail digest a day. Shows the recent matches.
import { Badge, Box, Button, Checkbox, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatRecent } from '../../../domain/shared/dates';
import {
  ITEM_TYPE_LABELS, KEYWORD_MAX_CHARS, TAG_ALERTS_MAX, normalizeKeyword, type TagAlert, type TagAlertsPage as PageData,
} from '../../../domain/tagalerts/match';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { AreaLayout } from './AreaLayout';

function AddAlerts({ count }: { count: number }) {
  const categories = useQuery('categories.list', undefined);
  const { send, pending } = useCommand();
  const [keyword, setKeyword] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = count >= TAG_ALERTS_MAX;
  const add = async (input: { keyword: string } | { categoryId: string }, done: () => void) => {
    setProblem(null);
    try {
      await send('tagAlerts.create', input);
      done();
    } catch (e) {
      setProblem(errorText(e));
    }
  };
  const addKeyword = () => {
    const norm = normalizeKeyword(keyword);
    if ('error' in norm) return setProblem(norm.error);
    void add({ keyword }, () => setKeyword(''));
  };
  return (
    <Stack gap="3" maxW="xl">
      <HStack as="form" aria-label="Watch a keyword" align="end" gap="3" onSubmit={(e) => { e.preventDefault(); addKeyword(); }}>
        <Field.Root>
          <Field.Label>Keyword</Field.Label>
          <Input value={keyword} maxLength={KEYWORD_MAX_CHARS} placeholder="e.g. bolts, stainless steel" onChange={(e) => setKeyword(e.currentTarget.value)} />
        </Field.Root>
        <Button type="submit" loading={pending} disabled={full}>Watch keyword</Button>
      </HStack>
      <HStack as="form" aria-label="Watch a category" align="end" gap="3" onSubmit={(e) => { e.preventDefault(); if (categoryId) void add({ categoryId }, () => setCategoryId('')); }}>
        <Field.Root>
          <Field.Label>Category</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={categoryId} onChange={(e) => setCategoryId(e.currentTarget.value)}>
              <option value="">Choose a category</option>
              {(categories.data ?? []).map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" variant="outline" loading={pending} disabled={full || !categoryId}>Watch category</Button>
      </HStack>
      {problem && <Text role="alert" color="red.600">{problem}</Text>}
      <Text fontSize="sm" color="gray.600">
        Keywords match whole words in any case ('bolt' does not match 'bolts'); up to 3 words. {count} of {TAG_ALERTS_MAX} used.
      </Text>
    </Stack>
  );
}

function AlertList({ alerts }: { alerts: TagAlert[] }) {
  const { send } = useCommand();
  const remove = (a: TagAlert) => send('tagAlerts.delete', { id: a.id }).catch((e: unknown) => showAlert(errorText(e), 'error'));
  if (alerts.length === 0) return <Text>You are not watching anything yet.</Text>;
  return (
    <HStack as="ul" aria-label="Watched" gap="2" flexWrap="wrap" listStyleType="none">
      {alerts.map((a) => {
        const label = a.keyword ?? a.categoryName ?? a.categoryId ?? '';
        return (
          <HStack as="li" key={a.id} gap="1" borderWidth="1px" borderRadius="full" px="3" py="1">
            <Badge size="sm" colorPalette={a.kind === 'KEYWORD' ? 'blue' : 'purple'}>{a.kind === 'KEYWORD' ? 'Keyword' : 'Category'}</Badge>
            <Text>{label}</Text>
            <Button size="2xs" variant="ghost" aria-label={`Stop watching ${label}`} onClick={() => void remove(a)}>×</Button>
          </HStack>
        );
      })}
    </HStack>
  );
}

function Digest({ on }: { on: boolean }) {
  const { send, pending } = useCommand();
  return (
    <Checkbox.Root checked={on} disabled={pending} onCheckedChange={(c) => void send('tagAlerts.settings', { dailyDigest: c.checked === true }).catch((e: unknown) => showAlert(errorText(e), 'error'))}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>Also send me one e-mail a day with the previous day's matches</Checkbox.Label>
    </Checkbox.Root>
  );
}

function Recent({ recent }: { recent: PageData['recent'] }) {
  if (recent.length === 0) return <Text color="gray.600">No matches yet.</Text>;
  return (
    <Stack as="ul" aria-label="Recent matches" gap="2" listStyleType="none">
      {recent.map((r) => (
        <Box as="li" key={`${r.itemType}:${r.itemId}`}>
          <AppLink href={r.link}>{r.title}</AppLink>
          <Text as="span" fontSize="sm" color="gray.600"> · {ITEM_TYPE_LABELS[r.itemType]} matching '{r.matched}' · {formatRecent(r.createdAt, Date.now())}</Text>
        </Box>
      ))}
    </Stack>
  );
}

export function TagAlertsPage() {
  const q = useQuery('tagAlerts.page', undefined);
  const data = q.data;
  return (
    <AreaLayout area={{ label: 'Tag Alerts', href: links.meSection('tag-alerts') }} title="Tag Alerts" offline={q.offline} error={q.status === 'error' ? q.error?.message : null}>
      {!data ? <Text role="status">Loading...</Text> : (
        <Stack gap="6">
          <AddAlerts count={data.alerts.length} />
          <AlertList alerts={data.alerts} />
          <Digest on={data.dailyDigest} />
          <Stack gap="2">
            <Text fontWeight="bold">Recent matches</Text>
            <Recent recent={data.recent} />
          </Stack>
        </Stack>
      )}
    </AreaLayout>
  );
}
