// /me/account: the social sign-ins linked to this account (Google, LinkedIn).
import { Box, Heading, List, Text } from '@chakra-ui/react';
import { useQuery } from '../../features/data/useQuery';

const NAMES = { GOOGLE: 'Google', LINKEDIN: 'LinkedIn' } as const;

export function SocialLinks() {
  const q = useQuery('social.links', undefined);
  return (
    <Box as="section" aria-labelledby="social-links-heading">
      <Heading as="h2" size="lg" mb="2" id="social-links-heading">Linked sign-ins</Heading>
      {q.data === undefined && <Text role="status">Loading...</Text>}
      {q.data?.length === 0 && <Text color="gray.600">No linked sign-ins. Use a provider's button on the login page to link one.</Text>}
      {q.data && q.data.length > 0 && (
        <List.Root>
          {q.data.map((l) => (
            <List.Item key={l.type}>{NAMES[l.type]}: {l.email}</List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
