import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '../../components/usePageTitle';

const FAQS = [
  { q: 'Is MTZ free?', a: 'Yes. Creating an account and a company profile is free. Paid plans add more product listings, advertising, statistics and CRM tools.' },
  { q: 'How do I confirm my email?', a: 'After you join we email you a 6-digit code. Enter it on the confirmation page within 5 minutes; if it expires, ask for a new code on the same page.' },
  { q: 'Can I manage more than one company?', a: 'Yes. You can own several companies, and you can sign in to several accounts at once and switch between them from the top bar.' },
  { q: 'What is an RFQ?', a: 'A request for quotation: a buyer describes what they need, and suppliers in the matching business types can answer with an offer in a private RFQ chat.' },
  { q: 'What are company groups?', a: 'Online homes for associations, chambers and buying groups: member lists, events with tickets, sponsors, donations and chat rooms for members.' },
  { q: 'I forgot my password. What now?', a: 'Use "Forgot password" on the sign-in page. We email you a 6-digit code to set a new password.' },
];

export function FaqsPage() {
  usePageTitle('FAQs');
  return (
    <Box maxW="850px" mx="auto" py="8">
      <Heading as="h1" size="2xl" mb="6">
        Frequently asked questions
      </Heading>
      <Stack gap="3">
        {FAQS.map((f) => (
          <Box as="details" key={f.q} p="4" borderWidth="1px" borderRadius="md">
            <Box as="summary" fontWeight="semibold" cursor="pointer">
              {f.q}
            </Box>
            <Text mt="2" color="gray.700">
              {f.a}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
