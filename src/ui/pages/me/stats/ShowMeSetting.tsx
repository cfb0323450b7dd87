// The member's own choice 'Show me to the companies whose pages I view' (off until they turn it on: where a member
// looks is theirs to share). On, the owners of the pages they open see their name among recent viewers for the views
// made from then on; off, those views count as anonymous again.
import { Checkbox, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useCommand } from '../../../features/data/useCommand';
import { useQuery } from '../../../features/data/useQuery';

export const SHOW_ME_LABEL = 'Show me to the companies whose pages I view';

export function ShowMeSetting() {
  const q = useQuery('stats.viewerSettings', undefined);
  const { send, pending } = useCommand();
  const [error, setError] = useState<string | null>(null);
  const change = (showMe: boolean) => {
    setError(null);
    send('stats.viewerSettings.update', { showMe }).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  };
  return (
    <>
      <Checkbox.Root checked={q.data?.showMe ?? false} disabled={!q.data || pending} onCheckedChange={(d) => change(d.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{SHOW_ME_LABEL}</Checkbox.Label>
      </Checkbox.Root>
      {error && <Text role="alert" color="red.600" fontSize="sm">{error}</Text>}
    </>
  );
}
