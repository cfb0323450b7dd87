// The e-mail section's own navigation: the system e-mails, their layouts and the outbox.
import { HStack } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { links } from '../../../app/links';
import { AppLink } from '../../../components/AppLink';

const TABS = [
  { label: 'E-mails', href: links.adminEmailSchemas() },
  { label: 'Layouts', href: links.adminEmailLayouts() },
  { label: 'Outbox', href: links.adminOutbox() },
];

export function EmailTabs() {
  const [path] = useLocation();
  const current = TABS.slice().reverse().find((t) => path === t.href || path.startsWith(`${t.href}/`)) ?? TABS[0];
  return (
    <HStack as="nav" aria-label="E-mail" gap="4" mb="4" borderBottomWidth="1px" pb="2">
      {TABS.map((t) => (
        <AppLink key={t.href} href={t.href} aria-current={t === current ? 'page' : undefined} fontWeight={t === current ? 'bold' : 'normal'}>{t.label}</AppLink>
      ))}
    </HStack>
  );
}
