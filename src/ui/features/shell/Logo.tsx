import { Text } from '@chakra-ui/react';
import { AppLink } from '../../components/AppLink';

export function Logo({ href, label = 'MTZ' }: { href: string; label?: string }) {
  return (
    // its name is its text ('MTZ trade network'): the words a person sees are the words a screen reader says
    <AppLink href={href} _hover={{ textDecoration: 'none' }}>
      <Text as="span" fontWeight="bold" fontSize="xl" color="orange.600">
        {label}
      </Text>
      <Text as="span" fontSize="sm" color="gray.600" ml="2">
        trade network
      </Text>
    </AppLink>
  );
}
