// The app's one tab style, in two forms that look alike: AppTabs for tabs inside a page (Chakra's Tabs, line
// variant, the brand's orange underline on the selected tab), TabLinks for a row of sub-pages (links with
// aria-current="page", the same size, underline and weight), so a profile's sections, billing's pages and the
// search's types read as the same kind of control.
import { HStack, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppLink } from '../AppLink';

/** In-page tabs: use with AppTabs.List, AppTabs.Trigger and AppTabs.Content. */
function Root(props: Tabs.RootProps) {
  return <Tabs.Root variant="line" size="md" colorPalette="orange" {...props} />;
}

export const AppTabs = { Root, List: Tabs.List, Trigger: Tabs.Trigger, Content: Tabs.Content };

export type TabLink = { label: ReactNode; href: string; current: boolean; key?: string };

/** Sub-pages as a tab row: a navigation landmark named `label`, the current page underlined. */
export function TabLinks({ label, tabs }: { label: string; tabs: TabLink[] }) {
  return (
    <HStack as="nav" aria-label={label} gap="0" borderBottomWidth="1px" flexWrap="wrap" mb="4">
      {tabs.map((t) => (
        <AppLink
          key={t.key ?? t.href} href={t.href} aria-current={t.current ? 'page' : undefined}
          px="4" py="2" mb="-1px" fontSize="sm" textDecoration="none" borderBottomWidth="2px"
          color={t.current ? 'fg' : 'fg.muted'} fontWeight={t.current ? 'semibold' : 'medium'}
          borderColor={t.current ? 'orange.solid' : 'transparent'}
          _hover={{ color: 'fg', textDecoration: 'none' }}
        >
          {t.label}
        </AppLink>
      ))}
    </HStack>
  );
}
