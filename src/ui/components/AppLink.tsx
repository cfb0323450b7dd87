// A Chakra-styled link that navigates inside the app (wouter) without reloading the page.
import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';

export type AppLinkProps = Omit<LinkProps, 'href' | 'asChild'> & { href: string };

export function AppLink({ href, children, ...rest }: AppLinkProps) {
  return (
    <ChakraLink asChild {...rest}>
      <RouterLink href={href}>{children}</RouterLink>
    </ChakraLink>
  );
}
