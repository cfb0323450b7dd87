// /mtz-admin/exceptions: server and client errors grouped by message and place, most recent first, with counts,
// first and last seen, and the latest example's details (scrubbed of secrets by the server).
import { Box, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { AdminLayout } from './AdminLayout';
import { FIRST_PAGE, Pager, pageWindow, useKept } from './listing';
import { when } from './userFormat';

type Source = '' | 'CLIENT' | 'SERVER';

export function ExceptionsPage() {
  const { user } = useSession();
  const [source, setSource] = useState<Source>('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(FIRST_PAGE);
  const q = useQuery('admin.exceptions', user?.admin ? { source: source || undefined, keyword: keyword.trim(), ...pageWindow(page) } : null);
  const shown = useKept(q.data);
  return (
    <AdminLayout title="Exceptions" crumbs={[{ label: 'Exceptions' }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">Exceptions</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      <HStack gap="3" mb="4">
        <Input maxW="xs" aria-label="Search messages and places" placeholder="Message or place" value={keyword} onChange={(e) => { const v = e.currentTarget.value; setKeyword(v); setPage((p) => ({ ...p, page: 1 })); }} />
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Source" value={source} onChange={(e) => { const v = e.currentTarget.value as Source; setSource(v); setPage((p) => ({ ...p, page: 1 })); }}>
            <option value="">Server and client</option><option value="SERVER">Server</option><option value="CLIENT">Client</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
      </HStack>
      {q.status === 'error' && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      {!shown ? <Text role="status">Loading...</Text> : shown.items.length === 0 ? <Text>No errors recorded.</Text> : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Errors">
          {shown.items.map((g) => (
            <Box as="li" key={g.id} borderWidth="1px" borderRadius="md" p="3" aria-label={g.message}>
              <Text fontWeight="semibold" wordBreak="break-word">{g.message}</Text>
              <Text fontSize="sm" color="gray.700" wordBreak="break-all">{g.source === 'SERVER' ? 'Server' : 'Client'} · {g.place || '(unknown place)'}</Text>
              <Text fontSize="sm">{g.count} times · first {when(g.firstSeen)} · last {when(g.lastSeen)}</Text>
              <details>
                <summary>Example</summary>
                <Box as="dl" fontSize="xs" mt="1">
                  {Object.entries(g.example).filter(([, v]) => v).map(([k, v]) => (
                    <Box key={k} mb="1"><Text as="dt" fontWeight="semibold">{k}</Text><Text as="dd" whiteSpace="pre-wrap" wordBreak="break-all" fontFamily="mono">{v}</Text></Box>
                  ))}
                </Box>
              </details>
            </Box>
          ))}
        </Stack>
      )}
      {shown && <Pager total={shown.total} page={page} onChange={setPage} />}
    </AdminLayout>
  );
}
