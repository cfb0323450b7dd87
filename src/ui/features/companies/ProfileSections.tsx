// The company profile's tab bar as links to its sub-pages (spec 2 tab rules) and the simple sections:
// overview (detail card + map), groups, images (posts: ./CompanyPosts.tsx) (the owner adds), files.
import { HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { addressLine, formatPhone, type ProfileTab } from '../../../domain/companies/rules';
import type { Company } from '../../../domain/companies/types';
import { followersLine } from '../../../domain/shared/words';
import type { CompanyGroup } from '../../../domain/groups/types';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { showAlert } from '../../components/alerts';
import { ImageUploadBox } from '../../components/image-upload';
import { TabLinks } from '../../components/tabs/AppTabs';
import { useCommand } from '../data/useCommand';
import { useQuery } from '../data/useQuery';
import { AddressMap } from './AddressMap';

export const TAB_SECTIONS: Record<ProfileTab, string> = {
  Overview: '', Products: 'products', Posts: 'posts', Groups: 'groups', Images: 'images', Menus: 'product-menus', Files: 'resources',
};

export function ProfileTabBar({ profileName, tabs, current }: { profileName: string; tabs: ProfileTab[]; current: string }) {
  return (
    <TabLinks label="Company sections" tabs={tabs.map((t) => ({ label: t, href: links.profile(profileName, TAB_SECTIONS[t] || undefined), current: TAB_SECTIONS[t] === current }))} />
  );
}

export function OverviewSection({ company: c }: { company: Company }) {
  const phone = formatPhone(c.countryCode, c.phone);
  const address = addressLine(c);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Stack borderWidth="1px" p="4" gap="1" data-testid="company-detail-card">
        <Text fontWeight="bold">{c.name}</Text>
        <Text>{followersLine(c.followerCount)}</Text>
        {c.website && <a href={c.website} target="_blank" rel="noreferrer noopener">{c.website}</a>}
        {phone && <Text>{phone}</Text>}
        {address && <Text>{address}</Text>}
        {c.description && <Text mt="2" whiteSpace="pre-wrap">{c.description}</Text>}
      </Stack>
      <AddressMap lat={c.lat} lng={c.lng} label={address} />
    </SimpleGrid>
  );
}

export function GroupsSection({ groups }: { groups: CompanyGroup[] }) {
  if (groups.length === 0) return <Text color="gray.600">No groups.</Text>;
  return (
    <Stack gap="2">
      {groups.map((g) => <AppLink key={g.id} href={links.group(g.profileName)}>{g.name}</AppLink>)}
    </Stack>
  );
}

const toDataUrl = (f: File) => new Promise<string>((resolve, reject) => {
  const r = new FileReader();
  r.onload = () => resolve(String(r.result));
  r.onerror = () => reject(new Error('Could not read the file'));
  r.readAsDataURL(f);
});

export function ImagesSection({ company: c, isOwner }: { company: Company; isOwner: boolean }) {
  const { send } = useCommand();
  return (
    <Stack gap="3">
      <HStack gap="2" flexWrap="wrap">
        {c.images.map((src, i) => <Image key={i} src={src} alt={`${c.name} image ${i + 1}`} width="150px" />)}
        {c.images.length === 0 && <Text color="gray.600">No images yet.</Text>}
      </HStack>
      {isOwner && (
        <ImageUploadBox label="Add images" multiple max={16} upload={async (files, onProgress) => {
          const base64Imgs = await Promise.all(files.map(toDataUrl));
          await send('companies.addImages', { id: c.id, base64Imgs }, { onUploadProgress: onProgress });
          showAlert('Images added', 'success');
        }} />
      )}
    </Stack>
  );
}

export function FilesSection({ companyId }: { companyId: string }) {
  const q = useQuery('files.list', { companyId });
  const files = q.data;
  // a refusal (visitors may not list files) reads as an empty list
  if (q.error && (q.error.status === 401 || q.error.status === 403)) return <Text color="gray.600">No files.</Text>;
  if (q.error) return <Text role="alert" color="red.600">{q.error.message}</Text>;
  if (!files) return <Text role="status">Loading...</Text>;
  if (files.length === 0) return <Text color="gray.600">No files.</Text>;
  return (
    <Stack gap="2">
      {files.map((f) => <AppLink key={f.id} href={links.fileAccess(f.id)}>{f.name}</AppLink>)}
    </Stack>
  );
}


