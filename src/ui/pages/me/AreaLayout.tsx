// One page of an area of the personal area (CRM, Advertisement, ...): the personal area's shell, the breadcrumb
// Dashboard > <area> (> trail) > the page, the area's own navigation when it has one, the page's heading with the
// offline mark and its actions, and the server's refusal (e.g. "You don't have any company...") in place of the page.
import { Breadcrumb, HStack, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
import { links } from '../../app/links';
import { TabLinks } from '../../components/tabs/AppTabs';
import { usePageTitle } from '../../components/usePageTitle';
import { MeLayout } from './MeLayout';
import { PageHeader } from '../../components/page-header/PageHeader';

export type Crumb = { label: string; href: string };

export type AreaPageProps = {
  title: string;
  /** the crumbs between the area and this page */
  trail?: Crumb[];
  offline?: boolean;
  error?: string | null | undefined;
  actions?: ReactNode;
  children: ReactNode;
};

export function AreaLayout({ area, nav, title, trail = [], offline = false, error, actions, children }: AreaPageProps & {
  /** the area's name and home; its home page has the area's name as its title */
  area: Crumb;
  /** the area's own navigation, under the breadcrumb */
  nav?: Crumb[];
}) {
  const home = title === area.label;
  usePageTitle(home ? title : `${title} | ${area.label}`);
  const [location] = useLocation();
  const crumbs = [{ label: 'Dashboard', href: links.me() }, ...(home ? [] : [area, ...trail])];
  return (
    <MeLayout>
      <Stack gap="4">
        <Breadcrumb.Root>
          <Breadcrumb.List>
            {crumbs.map((c) => (
              <Fragment key={c.href}>
                <Breadcrumb.Item><Breadcrumb.Link asChild><RouterLink href={c.href}>{c.label}</RouterLink></Breadcrumb.Link></Breadcrumb.Item>
                <Breadcrumb.Separator />
              </Fragment>
            ))}
            <Breadcrumb.Item><Breadcrumb.CurrentLink>{title}</Breadcrumb.CurrentLink></Breadcrumb.Item>
          </Breadcrumb.List>
        </Breadcrumb.Root>
        {nav && <TabLinks label={area.label} tabs={nav.map((n) => ({ ...n, current: location === n.href }))} />}
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <PageHeader title={title} offline={offline} />
          {actions}
        </HStack>
        {error ? <Text role="alert" color="red.600">{error}</Text> : children}
      </Stack>
    </MeLayout>
  );
}
