// /mtz-admin/stats/{kind}: one statistic as the statistics chart, and whether it is shared with grantees.
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { isAdminStatKind, statTitle } from '../../../../domain/admin/stats';
import type { DateRange } from '../../../../domain/groups/stats';
import { links } from '../../../app/links';
import { useQuery } from '../../../features/data/useQuery';
import { useSession } from '../../../features/session/useSession';
import { AdminLayout } from '../AdminLayout';
import { ShareSwitch } from './ShareSwitch';
import { StatView } from './StatView';

export function AdminStatPage() {
  const { kind = '' } = useParams<{ kind: string }>();
  const { user } = useSession();
  const [range, setRange] = useState<Partial<DateRange>>({});
  const known = isAdminStatKind(kind);
  const q = useQuery('adminStats.stat', known && user?.admin ? { kind, ...range } : null);
  const sharing = useQuery('adminStats.sharing', known && user?.admin ? undefined : null);
  const title = known ? statTitle(kind) : 'Statistics';
  return (
    <AdminLayout title={title} crumbs={[{ label: 'Statistics', href: links.adminStats() }, { label: title }]}>
      {!known ? <Text role="alert">No such statistic.</Text> : (
        <Stack gap="4">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Heading as="h1" size="2xl">{title}</Heading>
            <ShareSwitch kind={kind} shared={sharing.data?.shared.includes(kind)} />
          </HStack>
          <StatView kind={kind} q={q} onRange={setRange} />
        </Stack>
      )}
    </AdminLayout>
  );
}
