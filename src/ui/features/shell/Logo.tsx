import { Text } from '@chakra-ui/react';
import { AppLink } from '../../components/AppLink';

/** `compact`: the tagline only from tablet width up (the member's top bar on a phone has no room for it). */
export function Logo({ href, label = 'MTZ', compact = false }: { href: string; label?: string; compact?: boolean }) {
  return (
    // its name is its text ('MTZ trade network'): the words a person sees are the words a screen reader says
    <AppLink href={href} _hover={{ textDecoration: 'none' }}>
      <Text as="span" fontWeight="bold" fontSize="xl" color="orange.600">
        {label}
      </Text>
      <Text as="span" fontSize="sm" color="gray.600" ml="2" hideBelow={compact ? 'md' : undefined}>
        trade network
      </Text>
    </AppLink>
  );
}
