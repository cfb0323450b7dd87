import { Text } from '@chakra-ui/react';
import { AppLink } from '../../components/AppLink';

export function Logo({ href, label = 'MTZ' }: { href: string; label?: string }) {
  return (
    <AppLink href={href} aria-label={`${label} home`} _hover={{ textDecoration: 'none' }}>
      <Text as="span" fontWeight="bold" fontSize="xl" color="orange.600">
        {label}
      </Text>
      <Text as="span" fontSize="sm" color="gray.600" ml="2">
        trade network
      </Text>
    </AppLink>
  );
}
