import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { links } from '../../app/links';
import { usePageTitle } from '../../components/usePageTitle';

const FEATURES = [
  { title: 'Be found by buyers', text: 'A company profile with your products, menus, certificates and contacts, listed in the directory and in search by country, city and zip code.' },
  { title: 'Answer RFQs', text: 'Buyers post requests for quotation; suppliers in the matching business types are alerted and quote in a private RFQ chat.' },
  { title: 'Run your trade group', text: 'Associations and buying groups get member lists, events with tickets, sponsors, donations and group chat rooms.' },
  { title: 'Keep every lead', text: 'Tracking codes, QR product menus, form builders and a simple CRM turn each visit into a contact you can follow up.' },
];

export function LandingPage() {
  usePageTitle('B2B trade network');
  return (
    <Stack gap="12" py="10">
      <Box textAlign="center" maxW="850px" mx="auto">
        <Heading as="h1" size="4xl" mb="4">
          Where suppliers, buyers and trade groups do business
        </Heading>
        <Text fontSize="xl" color="gray.700" mb="6">
          MTZ connects manufacturers, distributors and service companies with the buyers looking for them. List your
          products, answer requests for quotation and grow your network, free to start.
        </Text>
        <HStack justify="center" gap="3">
          <Button asChild colorPalette="orange" size="lg">
            <RouterLink href={links.register()}>Create your free account</RouterLink>
          </Button>
          <Button asChild variant="outline" size="lg">
            <RouterLink href={links.welcome()}>How it works</RouterLink>
          </Button>
        </HStack>
      </Box>
      <SimpleGrid as="section" aria-label="What you can do" columns={{ base: 1, md: 2, lg: 4 }} gap="6">
        {FEATURES.map((f) => (
          <Box key={f.title} p="5" borderWidth="1px" borderRadius="lg" bg="white">
            <Heading as="h2" size="md" mb="2">
              {f.title}
            </Heading>
            <Text color="gray.700">{f.text}</Text>
          </Box>
        ))}
      </SimpleGrid>
      <Box textAlign="center" bg="orange.50" p="8" borderRadius="lg">
        <Heading as="h2" size="lg" mb="2">
          More than a directory
        </Heading>
        <Text color="gray.700" maxW="850px" mx="auto">
          Chat with suppliers in real time, follow companies you buy from, keep watchlists of products and get an alert
          the moment a partner answers. Your team can share one company profile and switch between accounts without
          signing in again.
        </Text>
      </Box>
    </Stack>
  );
}
