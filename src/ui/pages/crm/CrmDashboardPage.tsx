// /me/crm: the breadcrumb Dashboard > CRM and one tile per kind of CRM record with its live count (spec 2).
// A tile links to its page where this client has one; a kind the server keeps no records of shows a dash.
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { CrmCounts } from '../../../domain/crm/types';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { useQuery } from '../../features/data/useQuery';
import { CrmAccessPanel } from './CrmAccessPanel';
import { CrmLayout } from './CrmLayout';

const TILES: { key: keyof CrmCounts; label: string; href?: string }[] = [
  { key: 'trackingCodes', label: 'Tracking Codes', href: links.crmTrackingCodes() },
  { key: 'notes', label: 'Notes', href: links.crmCompanyNotes() },
  { key: 'contacts', label: 'Contacts', href: links.crmContacts() },
  { key: 'contactGroups', label: 'Contact Groups', href: links.crmContactGroups() },
  { key: 'formBuilders', label: 'Form Builders', href: links.crmFormBuilders() },
  { key: 'emailLayouts', label: 'Email Layouts', href: links.crmEmailLayouts() },
  { key: 'emailCampaigns', label: 'Email Campaigns', href: links.crmEmailCampaigns() },
  { key: 'rfis', label: 'RFIs', href: links.crmRfis() },
];

/** The Feedbacks tile: the company's feedbacks and how many are unread. */
function FeedbacksTile() {
  const q = useQuery('crm.feedbacks.list', { limit: 1 });
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="4" aria-label="Feedbacks">
      <AppLink href={links.crmFeedbacks()} display="block" _hover={{ textDecoration: 'none' }}>
        <Text fontSize="3xl" fontWeight="bold" data-testid="crm-count-feedbacks">{q.data ? q.data.total : '…'}</Text>
        <Text>Feedbacks{q.data && q.data.unread > 0 ? ` (${q.data.unread} new)` : ''}</Text>
      </AppLink>
    </Box>
  );
}

export function CrmDashboardPage() {
  const q = useQuery('crm.stats', undefined);
  return (
    <CrmLayout title="CRM" offline={q.offline} error={q.status === 'error' ? q.error?.message : null}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="3" aria-label="CRM records">
        {TILES.map((t) => {
          const n = q.data?.[t.key];
          const body = (
            <>
              <Text fontSize="3xl" fontWeight="bold" data-testid={`crm-count-${t.key}`}>{q.data ? (n ?? '–') : '…'}</Text>
              <Text>{t.label}</Text>
            </>
          );
          return (
            <Box as="li" key={t.key} borderWidth="1px" borderRadius="lg" p="4" aria-label={t.label}>
              {t.href ? <AppLink href={t.href} display="block" _hover={{ textDecoration: 'none' }}>{body}</AppLink> : body}
            </Box>
          );
        })}
        <FeedbacksTile />
      </SimpleGrid>
      <CrmAccessPanel />
    </CrmLayout>
  );
}
