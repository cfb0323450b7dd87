// /profile/{profileName} and its sub-pages (spec 2): members (and members/invites), products, groups, posts,
// resources, images, product-menus. Header, tab bar by the spec's rules, then the section. 'Loading...' then
// 'Company not found'. ?selectedDialog=COMPANY_INFO opens the owner's edit dialog.
import { Stack, Text } from '@chakra-ui/react';
import { useLocation, useParams, useSearch } from 'wouter';
import { MESSAGES, profileTabs } from '../../../domain/companies/rules';
import type { Company } from '../../../domain/companies/types';
import type { CompanyGroup } from '../../../domain/groups/types';
import { links } from '../../app/links';
import { usePageTitle } from '../../components/usePageTitle';
import { CompanyInfoDialog } from '../../features/companies/CompanyInfoDialog';
import { InvitesSection, MembersSection } from '../../features/companies/MembersSection';
import { ProfileHeader } from '../../features/companies/ProfileHeader';
import { CompanyPostsSection } from '../../features/companies/CompanyPosts';
import { FilesSection, GroupsSection, ImagesSection, OverviewSection, ProfileTabBar } from '../../features/companies/ProfileSections';
import { useQuery } from '../../features/data/useQuery';
import { CompanyMenusTab, CompanyProductsTab } from '../../features/products/ProfileTabs';
import { useSession } from '../../features/session/useSession';
import { OrganicSeen } from '../../features/ads/organic';

export function ProfilePage() {
  const { section = '' } = useParams<{ section?: string }>();
  return <ProfileView section={section} />;
}

export function ProfileInvitesPage() {
  return <ProfileView section="members/invites" />;
}

const NO_GROUPS: CompanyGroup[] = [];

function ProfileView({ section }: { section: string }) {
  const { profileName = '' } = useParams<{ profileName: string }>();
  const session = useSession();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const signedIn = Boolean(session.user);
  const q = useQuery('companies.byProfileNames', { profileNames: [profileName] });
  const groups = useQuery('groups.list', signedIn ? { mine: true } : null).data ?? NO_GROUPS;
  const c = q.data?.[0];
  usePageTitle(c ? c.name : 'Company');

  if (q.error) return <Text role="alert" p="6">{q.error.message}</Text>;
  if (!q.data) return <Text role="status" p="6">Loading...</Text>;
  if (!c) return <Text role="alert" p="6">{MESSAGES.companyNotFound}</Text>;
  const isOwner = session.user?.id === c.ownerId;
  const tabs = profileTabs({ hasProducts: c.productCount > 0, viewerInGroup: groups.length > 0, hasImages: c.images.length > 0, isOwner });
  const dialogOpen = isOwner && new URLSearchParams(search).get('selectedDialog') === 'COMPANY_INFO';

  return (
    <Stack maxW="1306px" mx="auto" gap="4" p="4">
      <OrganicSeen kind="PROFILE_VIEW" hits={[{ type: 'COMPANY', id: c.id }]} />
      <ProfileHeader company={c} isOwner={isOwner} offline={q.offline} />
      <ProfileTabBar profileName={c.profileName} tabs={tabs} current={section} />
      <Stack as="section" aria-label="Company section" gap="3">
        <Section section={section} company={c} isOwner={isOwner} groups={groups} />
      </Stack>
      {dialogOpen && (
        <CompanyInfoDialog company={c} open onClose={() => navigate(location, { replace: true })} />
      )}
    </Stack>
  );
}

function Section({ section, company: c, isOwner, groups }: { section: string; company: Company; isOwner: boolean; groups: CompanyGroup[] }) {
  switch (section) {
    case '': return <OverviewSection company={c} />;
    case 'members': return <MembersSection company={c} isOwner={isOwner} />;
    case 'members/invites': return <InvitesSection company={c} isOwner={isOwner} />;
    case 'products': return <CompanyProductsTab companyId={c.id} isOwner={isOwner} />;
    case 'product-menus': return <CompanyMenusTab companyId={c.id} isOwner={isOwner} />;
    case 'posts': return <CompanyPostsSection company={c} isOwner={isOwner} />;
    case 'groups': return <GroupsSection groups={groups} />;
    case 'images': return <ImagesSection company={c} isOwner={isOwner} />;
    case 'resources': return <FilesSection companyId={c.id} />;
    default: return <Text role="alert">Page not found. <a href={links.profile(c.profileName)}>Back to the profile</a></Text>;
  }
}
