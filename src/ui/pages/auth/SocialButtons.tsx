// The login page's sign-in buttons for the providers the server is configured for (none shown when none are).
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Endpoints } from '../../../sync/facade';
import { showAlert } from '../../components/alerts';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { rememberFlow, SOCIAL_CALLBACKS, socialFailed } from './socialFlow';

type SocialProvider = Endpoints['social.providers']['out']['providers'][number];

export function SocialButtons({ next }: { next?: string }) {
  const providers = useQuery('social.providers', undefined).data?.providers ?? [];
  const { send } = useCommand();
  const [leaving, setLeaving] = useState<string | null>(null);
  if (providers.length === 0) return null;

  const start = async (p: SocialProvider) => {
    setLeaving(p.type);
    try {
      const { authorizationUrl, socialToken } = await send('social.start', { type: p.type, redirectUrl: `${window.location.origin}${SOCIAL_CALLBACKS[p.type]}` });
      rememberFlow({ type: p.type, socialToken, next });
      window.location.assign(authorizationUrl);
    } catch {
      showAlert(socialFailed(p.type), 'error');
      setLeaving(null);
    }
  };

  return (
    <Stack gap="2" mt="6" aria-label="Sign in with">
      <Text fontSize="sm" color="gray.600">Or sign in with</Text>
      {providers.map((p) => (
        <Button key={p.type} variant="outline" loading={leaving === p.type} disabled={leaving !== null} onClick={() => void start(p)}>
          Sign in with {p.name}
        </Button>
      ))}
    </Stack>
  );
}
