// /mtz-admin: the Admin Portal's home: live counts (refreshed by ADMIN events and every change), each a link to its
// section, and the sections that work.
import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { AppLink } from '../../components/AppLink';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { AdminLayout } from './AdminLayout';
import { ADMIN_SECTIONS, COUNT_CARDS } from './sections';

export function AdminHomePage() {
  const { user } = useSession();
  const counts = useQuery('admin.counts', user?.admin ? undefined : null);
  return (
    <AdminLayout title="Admin Portal">
      <Heading as="h1" size="2xl" mb="4">
        Welcome{user ? `, ${user.firstname}` : ''}
      </Heading>
      <OfflineMark offline={counts.offline} />
      {counts.status === 'error' && <Text color="red.600" role="alert">{counts.error?.message}</Text>}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="3" mb="8" aria-label="Counts">
        {COUNT_CARDS.map((c) => {
          const value = counts.data ? String(counts.data[c.key]) : '…';
          return (
            <Box as="li" key={c.key} p="3" borderWidth="1px" borderRadius="md">
              <Text fontSize="2xl" fontWeight="bold" data-testid={`count-${c.key}`}>{value}</Text>
              {c.href ? <AppLink href={c.href}>{c.label}</AppLink> : <Text>{c.label}</Text>}
            </Box>
          );
        })}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {ADMIN_SECTIONS.map((s) => (
          <Box as="section" key={s.title} p="4" borderWidth="1px" borderRadius="lg" aria-label={s.title}>
            <Heading as="h2" size="md" mb="1"><AppLink href={s.href}>{s.title}</AppLink></Heading>
            <Text fontSize="sm" color="gray.700">{s.text}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </AdminLayout>
  );
}
