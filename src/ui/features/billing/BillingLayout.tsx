// The billing area inside the personal area: its sub-pages as a tab row above the page.
import { Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
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

export function BillingLayout({ title, children }: { title: string; children: ReactNode }) {
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
      <Heading as="h1" size="2xl" mb="4">{title}</Heading>
      {children}
    </MeLayout>
  );
}
