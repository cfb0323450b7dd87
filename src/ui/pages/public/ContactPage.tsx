import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { usePageTitle } from '../../components/usePageTitle';

const CHANNELS = [
  { title: 'Sales and plans', lines: ['sales@mtz.example', '+1 415 555 0142', 'Monday to Friday, 8:00 to 18:00 PT'] },
  { title: 'Member support', lines: ['support@mtz.example', 'We answer within one business day.'] },
  { title: 'Feedback', lines: ['feedback@mtz.example', 'Tell us what would make MTZ more useful for your business.'] },
  { title: 'Press and partnerships', lines: ['press@mtz.example'] },
];

export function ContactPage() {
  usePageTitle('Contact Us');
  return (
    <Box maxW="850px" mx="auto" py="8">
      <Heading as="h1" size="2xl" mb="3">
        Contact Us
      </Heading>
      <Text fontSize="lg" color="gray.700" mb="6">
        Questions about your company profile, a plan or an invoice? Write to the team that can help.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {CHANNELS.map((c) => (
          <Box as="section" key={c.title} p="5" borderWidth="1px" borderRadius="lg">
            <Heading as="h2" size="md" mb="2">
              {c.title}
            </Heading>
            {c.lines.map((l) => (
              <Text key={l} color="gray.700">
                {l}
              </Text>
            ))}
          </Box>
        ))}
      </SimpleGrid>
      <Box as="section" mt="8">
        <Heading as="h2" size="md" mb="2">
          Office
        </Heading>
        <Text color="gray.700">MTZ, 500 Market Street, Suite 300, San Francisco, CA 94105, United States</Text>
      </Box>
    </Box>
  );
}
