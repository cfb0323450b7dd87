// /mtz-admin/health-check: every component measured when the page asks (and again on 'Check again'), each red or
// green against its documented threshold; then each periodic job of the server's job queue: last run, next run, failures.
import { Badge, Button, Heading, HStack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { HealthReport, JobStatus } from '../../../domain/admin/types';
import { showAlert } from '../../components/alerts';
import { errorText } from '../../features/data/errorText';
import { OfflineMark } from '../../features/data/OfflineMark';
import { readOnce } from '../../features/data/readOnce';
import { useEngine } from '../../features/data/useEngine';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { AdminLayout } from './AdminLayout';
import { when } from './userFormat';

export function HealthCheckPage() {
  const { user } = useSession();
  const engine = useEngine();
  const q = useQuery('admin.health', user?.admin ? undefined : null);
  const [again, setAgain] = useState<HealthReport | null>(null);
  const [checking, setChecking] = useState(false);
  const report = again && q.data && again.checkedAt >= q.data.checkedAt ? again : (q.data ?? again);
  const checkAgain = async () => {
    setChecking(true);
    try {
      setAgain(await readOnce(engine, 'admin.health', undefined));
    } catch (e) {
      showAlert(errorText(e), 'error');
    } finally {
      setChecking(false);
    }
  };
  return (
    <AdminLayout title="Health check" crumbs={[{ label: 'Health check' }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">Health check</Heading>
        <OfflineMark offline={q.offline} />
        <Button size="sm" variant="outline" loading={checking} onClick={() => void checkAgain()}>Check again</Button>
      </HStack>
      {q.status === 'error' && !report && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      {!report ? <Text role="status">Loading...</Text> : (
        <>
          <Text mb="3" role="status">
            {report.ok ? 'All components are healthy.' : `${report.checks.filter((c) => !c.ok).length} of ${report.checks.length} components need attention.`}
            {' '}Checked {when(report.checkedAt)}.
          </Text>
          <Table.Root size="sm" aria-label="Components">
            <Table.Header>
              <Table.Row>{['Component', 'State', 'Measured', 'Threshold'].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row>
            </Table.Header>
            <Table.Body>
              {report.checks.map((c) => (
                <Table.Row key={c.name} aria-label={c.name}>
                  <Table.Cell>{c.name}</Table.Cell>
                  <Table.Cell><Badge colorPalette={c.ok ? 'green' : 'red'}>{c.ok ? 'Green' : 'Red'}</Badge></Table.Cell>
                  <Table.Cell>{c.value}</Table.Cell>
                  <Table.Cell>{c.threshold}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {report.jobs && report.jobs.length > 0 && <JobsTable jobs={report.jobs} />}
        </>
      )}
    </AdminLayout>
  );
}

function JobsTable({ jobs }: { jobs: JobStatus[] }) {
  return (
    <>
      <Heading as="h2" size="lg" mt="6" mb="2">Jobs</Heading>
      <Table.Root size="sm" aria-label="Jobs">
        <Table.Header>
          <Table.Row>{['Job', 'Schedule (UTC)', 'Last run', 'Next run', 'Failures (24 h)'].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row>
        </Table.Header>
        <Table.Body>
          {jobs.map((j) => (
            <Table.Row key={j.name} aria-label={j.name}>
              <Table.Cell>{j.name}</Table.Cell>
              <Table.Cell><code>{j.schedule}</code></Table.Cell>
              <Table.Cell>
                {j.lastRunAt === null ? 'Not run yet' : (
                  <>
                    <Badge colorPalette={j.lastOutcome === 'succeeded' ? 'green' : 'red'} mr="2">{j.lastOutcome === 'succeeded' ? 'Succeeded' : 'Failed'}</Badge>
                    {when(j.lastRunAt)}
                  </>
                )}
              </Table.Cell>
              <Table.Cell>{when(j.nextRunAt)}</Table.Cell>
              <Table.Cell>{j.failures === 0 ? 'None' : `${j.failures}${j.lastError ? `, last: ${j.lastError}` : ''}`}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </>
  );
}
