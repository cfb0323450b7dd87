// /grantee/{kind}: a statistic shared with grantees, read-only (the chart; nothing to change).
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { isAdminStatKind, statTitle } from '../../../domain/admin/stats';
import type { DateRange } from '../../../domain/groups/stats';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { StatView } from '../admin/stats/StatView';

export function GranteeStatPage() {
  const { kind = '' } = useParams<{ kind: string }>();
  const { user } = useSession();
  const [range, setRange] = useState<Partial<DateRange>>({});
  const known = isAdminStatKind(kind);
  const title = known ? statTitle(kind) : 'Statistics';
  usePageTitle(title);
  const q = useQuery('grantee.stat', known && user?.grantee ? { kind, ...range } : null);
  return (
    <Stack gap="4" py="6">
      <AppLink href={links.grantee()} fontSize="sm">All shared statistics</AppLink>
      <Heading as="h1" size="2xl">{title}</Heading>
      {!known ? <Text role="alert">No such statistic.</Text> : <StatView kind={kind} q={q} onRange={setRange} />}
    </Stack>
  );
}
