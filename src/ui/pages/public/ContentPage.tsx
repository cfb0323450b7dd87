// Layout of the plain text pages (about, terms, privacy): a title, a lead and titled sections.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../components/usePageTitle';

export type Section = { id?: string; title: string; body: ReactNode };

export function ContentPage({ title, lead, sections, updated }: { title: string; lead?: ReactNode; sections: Section[]; updated?: string }) {
  usePageTitle(title);
  return (
    <Box as="article" maxW="850px" mx="auto" py="8">
      <Heading as="h1" size="2xl" mb="3">
        {title}
      </Heading>
      {updated && (
        <Text fontSize="sm" color="gray.600" mb="4">
          Last updated {updated}
        </Text>
      )}
      {lead && (
        <Text fontSize="lg" color="gray.700" mb="6">
          {lead}
        </Text>
      )}
      <Stack gap="6">
        {sections.map((s) => (
          <Box as="section" key={s.title} id={s.id}>
            <Heading as="h2" size="lg" mb="2">
              {s.title}
            </Heading>
            {typeof s.body === 'string' ? <Text color="gray.800">{s.body}</Text> : s.body}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
