// /me/crm/feedbacks: the feedback the company received (through the footer's Feedback link or a form collected as
// feedback), newest first, paged, each marked read; /me/crm/feedbacks/report: the feedbacks counted by day, month
// or year on the statistics chart, with the average rating. A feedback with a flight recording offers its download. Both refresh live when a feedback arrives.
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Feedback } from '../../../domain/crm/feedbacks';
import type { DateRange } from '../../../domain/groups/stats';
import { formatMoment } from '../../../domain/shared/dates';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { Pagination } from '../../components/pagination/Pagination';
import { StatsChart } from '../../components/stats-chart/StatsChart';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { RecordingDownload } from '../../features/feedback/RecordingDownload';
import { CrmLayout } from './CrmLayout';

const stars = (n: number) => `${'★'.repeat(n)}${'☆'.repeat(5 - n)}`;

function FeedbackCard({ f }: { f: Feedback }) {
  const { send, pending } = useCommand();
  const source = f.source === 'FORM' ? `Form${f.formTitle ? `: ${f.formTitle}` : ''}` : 'Footer';
  return (
    <Stack as="li" borderWidth="1px" borderRadius="md" p="3" gap="1" aria-label={`Feedback from ${f.email}`} bg={f.read ? undefined : 'orange.50'}>
      <HStack justify="space-between" align="flex-start">
        <Stack gap="0">
          <HStack>
            <Text fontWeight="semibold">{f.email}</Text>
            <Badge>{source}</Badge>
            {!f.read && <Badge colorPalette="orange">New</Badge>}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {formatMoment(f.createdAt)}
            {f.rating !== null && <> · <span aria-label={`Rating ${f.rating} of 5`}>{stars(f.rating)}</span></>}
          </Text>
        </Stack>
        {!f.read && (
          <Button size="xs" variant="outline" loading={pending}
            onClick={() => void send('crm.feedbacks.read', { id: f.id }).catch((e: unknown) => showAlert(errorText(e), 'error'))}>
            Mark read
          </Button>
        )}
      </HStack>
      <Text whiteSpace="pre-wrap">{f.message}</Text>
      {f.recording && <RecordingDownload feedbackId={f.id} recording={f.recording} endpoint="crm.feedbacks.recording" />}
    </Stack>
  );
}

export function FeedbacksPage() {
  const [page, setPage] = useState({ n: 1, size: 16 });
  const q = useQuery('crm.feedbacks.list', { skip: (page.n - 1) * page.size, limit: page.size });
  return (
    <CrmLayout title="Feedbacks" offline={q.offline} error={q.status === 'error' ? q.error?.message : null}>
      <Stack gap="3">
        <AppLink href={links.crmFeedbacksReport()}>Report</AppLink>
        {!q.data ? <Text role="status">Loading...</Text> : q.data.items.length === 0 ? <Text>No feedback received yet.</Text> : (
          <>
            <Text fontSize="sm" data-testid="feedbacks-summary">{q.data.total} feedback(s), {q.data.unread} unread</Text>
            <Stack as="ul" listStyleType="none" gap="3" aria-label="Feedbacks">{q.data.items.map((f) => <FeedbackCard key={f.id} f={f} />)}</Stack>
            {q.data.total > page.size && <Pagination total={q.data.total} page={page.n} size={page.size} onChange={(n, size) => setPage({ n, size })} />}
          </>
        )}
      </Stack>
    </CrmLayout>
  );
}

export function FeedbackReportPage() {
  const [range, setRange] = useState<Partial<DateRange>>({});
  const q = useQuery('crm.feedbacks.report', range);
  return (
    <CrmLayout title="Feedback Report" offline={q.offline} error={q.status === 'error' ? q.error?.message : null}>
      <Stack gap="4">
        <AppLink href={links.crmFeedbacks()}>Feedbacks</AppLink>
        {q.data && (
          <Text data-testid="feedback-report-summary">
            {q.data.total} feedback(s) · average rating {q.data.averageRating === null ? '–' : `${q.data.averageRating} of 5 (${q.data.rated} rated)`}
          </Text>
        )}
        <StatsChart title="Feedbacks" stats={q.data} loadError={q.status === 'error' ? q.error?.message ?? null : null} onRange={setRange} />
      </Stack>
    </CrmLayout>
  );
}
