// /mtz-admin/users/{id}: one user, the admin's actions on it, and the audit log of every admin action on it.
import { Box, Button, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { links } from '../../app/links';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { AdminLayout } from './AdminLayout';
import { AuditLog } from './AuditLog';
import { roleOf, userState, when } from './userFormat';
import { useUserActions } from './useUserActions';

export function UserPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user: me } = useSession();
  const q = useQuery('admin.user', me?.admin && id ? { id } : null);
  const { actionsFor, perform, pending } = useUserActions(me?.id ?? null);
  const u = q.data?.user;
  const name = u ? `${u.firstname} ${u.lastname}` : 'User';
  return (
    <AdminLayout title={name} crumbs={[{ label: 'Users', href: links.adminUsers() }, { label: name }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">{name}</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      {q.status === 'error' ? <Text color="red.600" role="alert">{q.error?.message}</Text> : !u ? <Text role="status">Loading...</Text> : (
        <Stack gap="6">
          <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1">
            {([
              ['E-mail', u.email], ['State', userState(u)], ['Role', roleOf(u)], ['Plan', u.plan], ['Joined', when(u.createdAt)],
              ['Last sign-in', when(u.lastSignInAt)],
            ] as const).map(([k, v]) => (
              <Box display="contents" key={k}><Text as="dt" fontWeight="semibold">{k}</Text><Text as="dd">{v}</Text></Box>
            ))}
            <Text as="dt" fontWeight="semibold">Companies</Text>
            <Text as="dd">{u.companies.map((c) => c.name).join(', ') || '-'}</Text>
            <Text as="dt" fontWeight="semibold">Groups</Text>
            <Text as="dd">{u.groups.map((g) => g.name).join(', ') || '-'}</Text>
          </Box>
          <Wrap gap="2">
            {actionsFor(u).map((a) => <Button key={a.label} size="sm" variant="outline" disabled={pending} onClick={() => void perform(a)}>{a.label}</Button>)}
          </Wrap>
          <AuditLog rows={q.data?.audit ?? []} />
        </Stack>
      )}
    </AdminLayout>
  );
}
