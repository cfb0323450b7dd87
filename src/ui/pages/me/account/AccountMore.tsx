// The parts of /me/account after the name and the password: the e-mail change and the way to the account's removal.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import type { User } from '../../../../domain/identity/types';
import { links } from '../../../app/links';
import { EmailChange } from './EmailChange';

export const ACCOUNT_REMOVAL_PATH = `${links.meSection('account')}/removal`;

export function AccountMore({ user }: { user: User }) {
  return (
    <>
      <EmailChange user={user} />
      <Stack gap="3">
        <Heading as="h2" size="lg">Remove account</Heading>
        <Text>Download your data, then remove your account and everything of yours from MTZ.</Text>
        <Button asChild variant="outline" colorPalette="red" alignSelf="flex-start">
          <RouterLink href={ACCOUNT_REMOVAL_PATH}>Remove my account…</RouterLink>
        </Button>
      </Stack>
    </>
  );
}
