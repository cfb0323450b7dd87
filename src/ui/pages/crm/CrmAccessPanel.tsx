// The owner's panel on the CRM dashboard: the company's members and whether each may use the CRM (members the
// owner allows work on the same records; spec: "only its owner and members the owner allows"). Members who are
// allowed do not see it: the list answers them 403.
import { Box, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';

export function CrmAccessPanel() {
  const q = useQuery('crm.delegates.list', undefined);
  const { send, pending } = useCommand();
  if (!q.data) return null;
  const set = (userId: string, allowed: boolean) => void send('crm.delegates.set', { userId, allowed }).catch((e: unknown) => showAlert(errorText(e), 'error'));
  return (
    <Box as="section" aria-label="People with CRM access" borderWidth="1px" borderRadius="lg" p="4" mt="6">
      <Heading as="h2" size="md" mb="2">People with CRM access</Heading>
      {q.data.length === 0 ? <Text>Your company has no members yet. Members you invite can be allowed to work in the CRM with you.</Text> : (
        <Stack gap="2">
          <Text fontSize="sm" color="gray.600">Members you allow see and change the CRM's contacts, groups, codes, forms and RFIs. Notes stay their author's.</Text>
          {q.data.map((m) => (
            <Checkbox.Root key={m.userId} checked={m.allowed} disabled={pending} onCheckedChange={(d) => set(m.userId, d.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{m.firstname} {m.lastname}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
      <Text fontSize="sm" mt="2"><AppLink href={links.meCompany()}>Manage members</AppLink></Text>
    </Box>
  );
}
