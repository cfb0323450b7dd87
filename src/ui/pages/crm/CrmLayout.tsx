// Every CRM page: the personal area's shell, the breadcrumb Dashboard > CRM (> the page), the page's heading
// with the offline mark, and the server's refusal (e.g. "You don't have any company...") in place of the page.
import { Breadcrumb, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { links } from '../../app/links';
import { usePageTitle } from '../../components/usePageTitle';
import { OfflineMark } from '../../features/data/OfflineMark';
import { MeLayout } from '../me/MeLayout';

export function CrmLayout({ title, trail = [], offline = false, error, actions, children }: {
  title: string; trail?: { label: string; href: string }[]; offline?: boolean; error?: string | null | undefined; actions?: ReactNode; children: ReactNode;
}) {
  usePageTitle(title === 'CRM' ? 'CRM' : `${title} | CRM`);
  // the crumbs before the current page (trail: those between CRM and it)
  const here = title === 'CRM' ? [{ label: 'Dashboard', href: links.me() }] : [{ label: 'Dashboard', href: links.me() }, { label: 'CRM', href: links.crm() }, ...trail];
  return (
    <MeLayout>
      <Stack gap="4">
        <Breadcrumb.Root>
          <Breadcrumb.List>
            {here.map((c) => (
              <Fragment key={c.href}>
                <Breadcrumb.Item><Breadcrumb.Link asChild><RouterLink href={c.href}>{c.label}</RouterLink></Breadcrumb.Link></Breadcrumb.Item>
                <Breadcrumb.Separator />
              </Fragment>
            ))}
            <Breadcrumb.Item><Breadcrumb.CurrentLink>{title}</Breadcrumb.CurrentLink></Breadcrumb.Item>
          </Breadcrumb.List>
        </Breadcrumb.Root>
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <HStack gap="3">
            <Heading as="h1" size="2xl">{title}</Heading>
            <OfflineMark offline={offline} />
          </HStack>
          {actions}
        </HStack>
        {error ? <Text role="alert" color="red.600">{error}</Text> : children}
      </Stack>
    </MeLayout>
  );
}
