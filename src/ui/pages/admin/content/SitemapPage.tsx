// /mtz-admin/sitemap: the last generation of /sitemap.xml (when, how many URLs, by the hourly schedule or an
// admin) and 'Regenerate' (audited). The sitemap lists public pages, FAQ topics, and public companies, groups,
// events and products; private groups and hidden or deactivated content are left out (the server's rule).
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatMoment } from '../../../../domain/shared/dates';
import { OfflineMark } from '../../../features/data/OfflineMark';
import { useCommand } from '../../../features/data/useCommand';
import { useQuery } from '../../../features/data/useQuery';
import { useSession } from '../../../features/session/useSession';
import { AdminLayout } from '../AdminLayout';
import { attempt } from './attempt';
import { RecordHistory } from './RecordHistory';

export function SitemapPage() {
  const { user } = useSession();
  const q = useQuery('admin.sitemap', user?.admin ? undefined : null);
  const { send, pending } = useCommand();
  const s = q.data;
  return (
    <AdminLayout title="Sitemap" crumbs={[{ label: 'Sitemap' }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">Sitemap</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      <Stack gap="3" maxW="640px">
        <Text>
          The sitemap at <a href="/sitemap.xml">/sitemap.xml</a> lists the public pages, the FAQ topics, and the public companies, groups,
          events and products. It is generated every hour and when you regenerate it here.
        </Text>
        {q.status === 'error' && !s ? <Text color="red.600" role="alert">{q.error?.message}</Text>
          : !s ? <Text role="status">Loading...</Text> : (
            <Stack as="dl" gap="1" aria-label="Last generation">
              <Text><b>Last generated:</b> {s.generatedAt === null ? 'never' : formatMoment(s.generatedAt)}</Text>
              <Text><b>URLs:</b> <span data-testid="sitemap-url-count">{s.urlCount}</span></Text>
              <Text><b>By:</b> {s.trigger === 'ADMIN' ? 'an admin' : s.trigger === 'SCHEDULE' ? 'the schedule' : '-'}</Text>
            </Stack>
          )}
        <Button alignSelf="flex-start" size="sm" disabled={pending} onClick={() => void attempt(() => send('admin.sitemapRegenerate', undefined), 'Sitemap regenerated')}>
          Regenerate
        </Button>
        <RecordHistory targetType="SITEMAP" targetId="sitemap" open />
      </Stack>
    </AdminLayout>
  );
}
