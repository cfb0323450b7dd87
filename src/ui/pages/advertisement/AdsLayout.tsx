// Every advertising page: the personal area's shell, the breadcrumb Dashboard > Advertisement (> the page), the
// area's own navigation, the heading with the offline mark, and the server's refusal in place of the page.
import { Breadcrumb, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { OfflineMark } from '../../features/data/OfflineMark';
import { MeLayout } from '../me/MeLayout';

const AREA_NAV = [
  { label: 'Overview', href: links.advertisement() },
  { label: 'Ad Campaigns', href: links.adCampaigns() },
  { label: 'New Campaign', href: links.adCampaignAdd() },
  { label: 'Ad Templates', href: links.adTemplates() },
  { label: 'Group Sponsors', href: links.adGroupSponsors() },
  { label: 'Organic Listings', href: links.adOrganicListings() },
];

export function AdsLayout({ title, trail = [], offline = false, error, actions, children }: {
  title: string; trail?: { label: string; href: string }[]; offline?: boolean; error?: string | null | undefined; actions?: ReactNode; children: ReactNode;
}) {
  usePageTitle(title === 'Advertisement' ? title : `${title} | Advertisement`);
  const [location] = useLocation();
  const crumbs = [{ label: 'Dashboard', href: links.me() }, ...(title === 'Advertisement' ? [] : [{ label: 'Advertisement', href: links.advertisement() }, ...trail])];
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
        <HStack as="nav" aria-label="Advertisement" gap="4" flexWrap="wrap" fontSize="sm">
          {AREA_NAV.map((n) => (
            <AppLink key={n.href} href={n.href} fontWeight={location === n.href ? 'bold' : 'normal'} aria-current={location === n.href ? 'page' : undefined}>{n.label}</AppLink>
          ))}
        </HStack>
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
