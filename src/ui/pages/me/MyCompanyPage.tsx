// /me/company: the owner's hub for their company (profile completeness, members, invites, products, menus, files,
// CRM, each with its link). A member who owns no company is told so (spec 8) and can create one here.
import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { PRODUCT_MESSAGES } from '../../../domain/companies/products';
import type { Company } from '../../../domain/companies/types';
import { companyCompleteness } from '../../../domain/identity/get-started';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { CompanyCreateForm } from '../../features/me/CompanyCreateForm';
import { useMyCompanies } from '../../features/me/useMyCompanies';
import { MeLayout } from './MeLayout';
import { PageHeader } from '../../components/page-header/PageHeader';

export function MyCompanyPage() {
  usePageTitle('My Company');
  const { companies, offline, error } = useMyCompanies();
  return (
    <MeLayout>
      <PageHeader title="My Company" offline={offline} mb="4" />
      {error ? <Text role="alert" color="red.600">{error}</Text>
        : companies === null ? <Text role="status">Loading...</Text>
          : companies.length === 0 ? <NoCompany />
            : (
              <Stack gap="8">
                {companies.map((c) => <CompanyHub key={c.id} company={c} />)}
              </Stack>
            )}
    </MeLayout>
  );
}

function NoCompany() {
  const creating = new URLSearchParams(useSearch()).get('create') === 'true';
  const { send, pending } = useCommand();
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="4">
      <Text>{PRODUCT_MESSAGES.noCompany}</Text>
      {creating ? (
        <CompanyCreateForm busy={pending} error={error} onCreate={async (company) => {
          if (company.name.trim() === '') return setError('Company name is required');
          try {
            const created = await send('companies.create', { ...company, name: company.name.trim() });
            showAlert(`Company '${created.name}' created`, 'success');
          } catch (e) {
            setError(errorText(e));
          }
        }} />
      ) : <AppLink href={links.meCompanyCreate()} alignSelf="flex-start">Create a company</AppLink>}
    </Stack>
  );
}

function Tile({ label, value, href, linkLabel }: { label: string; value: string | number; href: string; linkLabel: string }) {
  return (
    <Box p="4" borderWidth="1px" borderRadius="lg" as="section" aria-label={label}>
      <Text fontSize="sm" color="gray.600">{label}</Text>
      <Text fontSize="xl" fontWeight="bold">{value}</Text>
      <AppLink href={href} fontSize="sm">{linkLabel}</AppLink>
    </Box>
  );
}

/** A deactivated company says so on its owner's hub, and whether the MTZ team did it: the owner's newest notice about
 * this company (the admin's deactivation notifies the owner, spec 4) tells an admin's action from the owner's own. */
function DeactivationNotice({ company: c }: { company: Company }) {
  const notes = useQuery('notifications.list', c.deactivated ? { skip: 0, limit: 50 } : null);
  if (!c.deactivated) return null;
  const link = links.profile(c.profileName);
  const latest = (notes.data ?? []).filter((n) => n.link === link && n.content.startsWith(`Your company '${c.name}'`))
    .sort((a, b) => b.createdAt - a.createdAt)[0];
  const byAdmin = latest?.content.includes(ADMIN_HID) === true;
  return (
    <Box role="status" aria-label="Company deactivated" p="3" borderWidth="1px" borderColor="red.300" bg="red.50" borderRadius="md">
      <Text fontWeight="semibold" color="red.700">{byAdmin ? 'An admin deactivated this company' : 'This company is deactivated'}</Text>
      <Text fontSize="sm">
        {byAdmin
          ? <>The MTZ team has hidden it from search and from other members. <AppLink href={links.contact()}>Contact us</AppLink> to ask for it back.</>
          : <>It is hidden from search and from other members until you reactivate it on <AppLink href={link}>the company page</AppLink>.</>}
      </Text>
    </Box>
  );
}

const ADMIN_HID = 'was hidden by the MTZ team';

function CompanyHub({ company: c }: { company: Company }) {
  const invites = useQuery('companies.invites', { id: c.id });
  const menus = useQuery('menus.list', { companyIds: [c.id] });
  const files = useQuery('files.list', { companyId: c.id });
  const complete = companyCompleteness(c);
  const n = (q: { data?: unknown[] }) => (q.data ? q.data.length : '…');
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg"><AppLink href={links.profile(c.profileName)}>{c.name}</AppLink></Heading>
        <AppLink href={links.companyEdit(c.profileName)} fontSize="sm">Edit company information</AppLink>
      </HStack>
      <DeactivationNotice company={c} />
      <Box>
        <Text fontWeight="semibold">Profile {complete.percent}% complete</Text>
        {complete.missing.length > 0 && <Text fontSize="sm" color="gray.600">Missing: {complete.missing.join(', ')}</Text>}
      </Box>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
        <Tile label="Members" value={c.memberCount} href={links.profile(c.profileName, 'members/invites')} linkLabel="Manage members" />
        <Tile label="Invites" value={n(invites)} href={links.profile(c.profileName, 'members/invites')} linkLabel="Invite members" />
        <Tile label="Products" value={c.productCount} href={links.meProducts()} linkLabel="Manage products" />
        <Tile label="Menus" value={n(menus)} href={links.meProductMenus()} linkLabel="Manage menus" />
        <Tile label="Files" value={n(files)} href={links.meSection('mtz-files')} linkLabel="Manage files" />
        <Tile label="Followers" value={c.followerCount} href={links.profile(c.profileName)} linkLabel="Open company page" />
      </SimpleGrid>
      <AppLink href={links.crm()} alignSelf="flex-start">Open the CRM</AppLink>
    </Stack>
  );
}
