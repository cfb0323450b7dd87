// The billing area inside the personal area: its sub-pages as a tab row above the page.
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../app/links';
import { TabLinks } from '../../components/tabs/AppTabs';
import { usePageTitle } from '../../components/usePageTitle';
import { MeLayout } from '../../pages/me/MeLayout';
import { PageHeader } from '../../components/page-header/PageHeader';

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
      <TabLinks label="Billing" tabs={TABS.map((t) => ({ ...t, current: location === t.href }))} />
      <PageHeader title={title} offline={offline} mb="4" />
      {children}
    </MeLayout>
  );
}
