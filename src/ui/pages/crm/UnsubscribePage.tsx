// /unsubscribe?token=...: the one-click unsubscribe link of every campaign mail, opened without an account. It
// names the company and the (masked) address, and one button unsubscribes; an address already unsubscribed
// shows so at once. The token alone says who: the page never asks for more.
import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import type { UnsubscribeInfo } from '../../../domain/crm/campaigns';
import { PageTitle } from '../../components/page-header/PageHeader';
import { usePageTitle } from '../../components/usePageTitle';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';

function Unsubscribe({ token, info }: { token: string; info: UnsubscribeInfo }) {
  const { send, pending } = useCommand();
  const [done, setDone] = useState<UnsubscribeInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = done ?? info;
  const confirm = async () => {
    setError(null);
    try {
      setDone(await send('unsubscribe.confirm', { token }));
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Stack gap="4">
      <Text>
        Mails from <Text as="strong">{shown.companyName}</Text> to <Text as="strong" data-testid="unsubscribe-email">{shown.email}</Text>
      </Text>
      {shown.unsubscribed ? (
        <Alert.Root status="success"><Alert.Indicator /><Alert.Title>You are unsubscribed</Alert.Title></Alert.Root>
      ) : (
        <>
          <Text>Unsubscribe to receive no more campaign mails from {shown.companyName}.</Text>
          <Button alignSelf="flex-start" loading={pending} onClick={() => void confirm()}>Unsubscribe</Button>
        </>
      )}
      {error && <Text role="alert" color="red.700">{error}</Text>}
    </Stack>
  );
}

export function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const q = useQuery('unsubscribe.info', token ? { token } : null);
  return (
    <Box maxW="640px" mx="auto" py="8" px="4">
      <Stack gap="4">
        <PageTitle>Unsubscribe</PageTitle>
        {!token ? <Text role="alert">This unsubscribe link is incomplete: open the link from the mail as it is.</Text>
          : q.status === 'error' ? <Text role="alert">{q.error?.message}</Text>
            : !q.data ? <Text role="status">Loading...</Text>
              : <Unsubscribe token={token} info={q.data} />}
      </Stack>
    </Box>
  );
}
