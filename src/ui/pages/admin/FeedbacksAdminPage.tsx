// /mtz-admin/feedbacks: the feedback people sent through the footer's Feedback link from pages of no company
// (the platform's), newest first, with the rating and the sender's e-mail; the message shown as plain text; a flight
// recording sent with one is downloaded from here.
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useQuery } from '../../features/data/useQuery';
import { RecordingDownload } from '../../features/feedback/RecordingDownload';
import { useSession } from '../../features/session/useSession';
import { AdminLayout } from './AdminLayout';
import { FIRST_PAGE, Pager, pageWindow, useKept } from './listing';
import { when } from './userFormat';

export function FeedbacksAdminPage() {
  const { user } = useSession();
  const [page, setPage] = useState(FIRST_PAGE);
  const q = useQuery('admin.feedbacks.list', user?.admin ? pageWindow(page) : null);
  const shown = useKept(q.data);
  return (
    <AdminLayout title="Feedbacks" crumbs={[{ label: 'Feedbacks' }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">Feedbacks</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      {q.status === 'error' && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      {!shown ? <Text role="status">Loading...</Text> : shown.items.length === 0 ? <Text>No feedback sent to the platform yet.</Text> : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Feedbacks">
          {shown.items.map((f) => (
            <Box as="li" key={f.id} borderWidth="1px" borderRadius="md" p="3" aria-label={`Feedback from ${f.email}`}>
              <Text fontSize="sm" color="gray.700">{f.email} · {when(f.createdAt)}{f.rating !== null ? ` · rated ${f.rating} of 5` : ''}</Text>
              <Text whiteSpace="pre-wrap" wordBreak="break-word">{f.message}</Text>
              {f.recording && <RecordingDownload feedbackId={f.id} recording={f.recording} endpoint="admin.feedbacks.recording" />}
            </Box>
          ))}
        </Stack>
      )}
      {shown && <Pager total={shown.total} page={page} onChange={setPage} />}
    </AdminLayout>
  );
}
