// The timeline's composer: a member who owns a company writes a post on it here (the same editor and command as the
// company profile's Posts tab); the post then appears at the top of their own timeline and, announced live, in their
// followers'. Members without a company are pointed to where they create one.
import { Box, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { COMPANY_POST_MESSAGES } from '../../../domain/companies/posts';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { showAlert } from '../../components/alerts';
import { PostForm } from '../../features/companies/CompanyPosts';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useMyCompanies } from '../../features/me/useMyCompanies';

export function Composer({ onPosted }: { onPosted(): void }) {
  const { companies } = useMyCompanies();
  const { send } = useCommand();
  const [chosen, setChosen] = useState<string | null>(null);
  if (companies === null) return null;
  if (companies.length === 0) {
    return <Text fontSize="sm" color="gray.600">To post on the timeline, <AppLink href={links.meCompanyCreate()}>create your company</AppLink> or post in one of your groups.</Text>;
  }
  const companyId = chosen && companies.some((c) => c.id === chosen) ? chosen : companies[0].id;
  const create = async (v: { title: string; content: string }) => {
    try {
      await send('companyPosts.create', { companyId, title: v.title || null, content: v.content });
      showAlert(COMPANY_POST_MESSAGES.created, 'success');
      onPosted();
      return true;
    } catch (e) {
      showAlert(errorText(e), 'error');
      return false;
    }
  };
  return (
    <Box as="section" aria-label="Share an update">
      <Stack gap="2">
        {companies.length > 1 && (
          <Field.Root>
            <Field.Label>Post as</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={companyId} onChange={(e) => setChosen(e.target.value)}>
                {companies.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        {companies.length === 1 && <Text fontSize="sm" color="gray.700">Share an update as {companies[0].name}</Text>}
        <PostForm initial={{ title: '', content: '' }} submitLabel="Post" onSubmit={create} />
      </Stack>
    </Box>
  );
}
