// /profile/{profileName} and its sub-pages (spec 2): members (and members/invites), products, groups, posts,
// resources, images, product-menus. Header, tab bar by the spec's rules, then the section. 'Loading...' then
// 'Company not found'. ?selectedDialog=COMPANY_INFO opens the owner's edit dialog.
import { Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
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
import { CompanyMenusTab, CompanyProductsTab } from '../../features/products/ProfileTabs';
import { useApi } from '../../features/session/useApi';
import { useSession } from '../../features/session/useSession';

type Load = { kind: 'loading' } | { kind: 'missing' } | { kind: 'ready'; company: Company };

export function ProfilePage() {
  const { section = '' } = useParams<{ section?: string }>();
  return <ProfileView section={section} />;
}

export function ProfileInvitesPage() {
  return <ProfileView section="members/invites" />;
}

function ProfileView({ section }: { section: string }) {
  const { profileName = '' } = useParams<{ profileName: string }>();
  const api = useApi();
  const session = useSession();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [groups, setGroups] = useState<CompanyGroup[]>([]);
  usePageTitle(load.kind === 'ready' ? load.company.name : 'Company');
  const signedIn = Boolean(session.user);

  const reload = useCallback(async () => {
    try {
      const [c] = (await api.call('companies.byProfileNames', { profileNames: [profileName] })) ?? [];
      setLoad(c ? { kind: 'ready', company: c } : { kind: 'missing' });
    } catch {
      setLoad({ kind: 'missing' });
    }
  }, [api, profileName]);
  useEffect(() => {
    void reload();
  }, [reload]);
  useEffect(() => {
    if (!signedIn) return setGroups([]);
    let live = true;
    api.call('groups.list', { mine: true }).then((g) => live && setGroups(g ?? []), () => live && setGroups([]));
    return () => {
      live = false;
    };
  }, [api, signedIn]);

  if (load.kind === 'loading') return <Text role="status" p="6">Loading...</Text>;
  if (load.kind === 'missing') return <Text role="alert" p="6">{MESSAGES.companyNotFound}</Text>;
  const c = load.company;
  const isOwner = session.user?.id === c.ownerId;
  const tabs = profileTabs({ hasProducts: c.productCount > 0, viewerInGroup: groups.length > 0, hasImages: c.images.length > 0, isOwner });
  const dialogOpen = isOwner && new URLSearchParams(search).get('selectedDialog') === 'COMPANY_INFO';
  const changed = (next?: Company) => (next ? setLoad({ kind: 'ready', company: next }) : void reload());

  return (
    <Stack maxW="1306px" mx="auto" gap="4" p="4">
      <ProfileHeader company={c} isOwner={isOwner} onChanged={changed} />
      <ProfileTabBar profileName={c.profileName} tabs={tabs} current={section} />
      <Stack as="section" aria-label="Company section" gap="3">
        <Section section={section} company={c} isOwner={isOwner} groups={groups} onChanged={changed} />
      </Stack>
      {dialogOpen && (
        <CompanyInfoDialog company={c} open onClose={() => navigate(location, { replace: true })} onSaved={(n) => changed(n)} />
      )}
    </Stack>
  );
}

function Section({ section, company: c, isOwner, groups, onChanged }: { section: string; company: Company; isOwner: boolean; groups: CompanyGroup[]; onChanged(c?: Company): void }) {
  switch (section) {
    case '': return <OverviewSection company={c} />;
    case 'members': return <MembersSection company={c} isOwner={isOwner} onChanged={() => onChanged()} />;
    case 'members/invites': return <InvitesSection company={c} isOwner={isOwner} />;
    case 'products': return <CompanyProductsTab companyId={c.id} isOwner={isOwner} />;
    case 'product-menus': return <CompanyMenusTab companyId={c.id} isOwner={isOwner} />;
    case 'posts': return <CompanyPostsSection company={c} isOwner={isOwner} />;
    case 'groups': return <GroupsSection groups={groups} />;
    case 'images': return <ImagesSection company={c} isOwner={isOwner} onChanged={onChanged} />;
    case 'resources': return <FilesSection companyId={c.id} />;
    default: return <Text role="alert">Page not found. <a href={links.profile(c.profileName)}>Back to the profile</a></Text>;
  }
}
