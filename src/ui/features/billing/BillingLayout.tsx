// The billing area inside the personal area: its sub-pages as a tab row above the page.
import { Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { OfflineMark } from '../data/OfflineMark';
import { MeLayout } from '../../pages/me/MeLayout';

const TABS = [
  { label: 'Overview', href: links.billing() },
  { label: 'Wallet', href: links.billingSection('wallet') },
  { label: 'Payment accounts', href: links.billingSection('payment-accounts') },
  { label: 'Coupons', href: links.billingSection('mtz-coupons') },
  { label: 'Order history', href: links.billingSection('order-history') },
  { label: 'Subscriptions', href: links.billingSection('subscriptions') },
  { label: 'Seller', href: links.billingSection('seller') },
  { label: 'Donations', href: links.billingSection('donations') },
  { label: 'Points', href: links.billingSection('mtz-points') },
];

/** `offline`: the page's data is the last saved answer (no server): the heading carries the offline mark. */
export function BillingLayout({ title, offline = false, children }: { title: string; offline?: boolean; children: ReactNode }) {
  usePageTitle(title);
  const [location] = useLocation();
  return (
    <MeLayout>
      <HStack as="nav" aria-label="Billing" wrap="wrap" gap="1" mb="4">
        {TABS.map((t) => (
          <AppLink key={t.href} href={t.href} px="2" py="1" borderRadius="md" fontSize="sm" aria-current={location === t.href ? 'page' : undefined}
            bg={location === t.href ? 'orange.50' : undefined} fontWeight={location === t.href ? 'semibold' : 'normal'}>
            {t.label}
          </AppLink>
        ))}
      </HStack>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">{title}</Heading>
        <OfflineMark offline={offline} />
      </HStack>
      {children}
    </MeLayout>
  );
}
