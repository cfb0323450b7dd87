// Find people by name (the user-search machine: only non-empty text is searched) and pick them.
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { UserCard } from '../../../domain/chat/types';
import { userSearchMachine } from '../../../machines/chat/user-search.machine';
import { inspect } from '../../app/inspector';
import { readOnce } from '../data/readOnce';
import { useEngineRef } from '../data/useEngineRef';
import { displayName } from './useUserCards';

export function UserPicker({ selfId, label, onPick, exclude = [] }: {
  selfId: string; label: string; onPick(user: UserCard): void; exclude?: readonly string[];
}) {
  const engine = useEngineRef();
  const [logic] = useState(() => userSearchMachine.provide({
    actors: {
      searchUsers: fromPromise<UserCard[], { keyword: string }>(({ input }) => readOnce(engine.current, 'chat.users.search', { keyword: input.keyword, limit: 10 })),
    },
  }));
  const [snap, send] = useMachine(logic, { input: { selfId }, inspect });
  const [text, setText] = useState('');
  useEffect(() => {
    const t = setTimeout(() => send({ type: 'search.change', text }), 200);
    return () => clearTimeout(t);
  }, [text, send]);
  const results = snap.context.results.filter((u) => !exclude.includes(u.id));
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <Input value={text} onChange={(e) => setText(e.currentTarget.value)} placeholder="Type a name" autoComplete="off" />
      </Field.Root>
      {snap.matches('searching') && <Text fontSize="sm" role="status">Loading...</Text>}
      {snap.context.error && <Text fontSize="sm" color="red.600" role="alert">{snap.context.error}</Text>}
      {results.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" aria-label="People found">
          {results.map((u) => (
            <HStack as="li" key={u.id} justify="space-between">
              <Box>{displayName(u)}</Box>
              <Button size="xs" variant="outline" onClick={() => { onPick(u); setText(''); send({ type: 'search.clear' }); }}>
                Select {displayName(u)}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
