import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { usePageTitle } from '../../components/usePageTitle';
import { useSession } from '../../features/session/useSession';

const AREAS = [
  { title: 'Users', text: 'Find members, check activation and plans.' },
  { title: 'Companies', text: 'Review company profiles and reported content.' },
  { title: 'Company groups', text: 'Groups, sponsorships and commission rates.' },
  { title: 'Billing', text: 'Subscriptions, coupons, points and payment retries.' },
  { title: 'Statistics', text: 'Sign-ups, views and sponsorship subscriptions.' },
  { title: 'Health check', text: 'Services, realtime connections and resource limits.' },
];

/** /mtz-admin: the Admin Portal's landing. */
export function AdminHomePage() {
  usePageTitle('Admin Portal');
  const { user } = useSession();
  if (user && !user.admin) {
    return (
      <Box py="10" textAlign="center">
        <Heading as="h1" size="xl" mb="2">
          Admin Portal
        </Heading>
        <Text>Only site admins can open the Admin Portal.</Text>
      </Box>
    );
  }
  return (
    <Box py="8">
      <Heading as="h1" size="2xl" mb="2">
        Welcome{user ? `, ${user.firstname}` : ''}
      </Heading>
      <Text color="gray.700" mb="6">
        Manage the MTZ network from here. The tools below arrive with the admin issues.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {AREAS.map((a) => (
          <Box as="section" key={a.title} p="4" borderWidth="1px" borderRadius="lg" aria-label={a.title}>
            <Heading as="h2" size="md" mb="1">
              {a.title}
            </Heading>
            <Text fontSize="sm" color="gray.700">
              {a.text}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
