// /profile/{profileName} (spec 2): header (banner, logo, report, watchlist, follow, connect, members, followers),
// the tab rules, the detail card and the address map. 'Loading...' then 'Company not found'.
import { Box, Button, Heading, HStack, Image, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { addressLine, formatPhone, MESSAGES, profileTabs } from '../../../domain/companies/rules';
import type { Company, Product } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { AddressMap } from '../../features/companies/AddressMap';
import { ConnectButton, FollowButton, ReportButton, WatchlistButton } from '../../features/companies/CompanyActions';
import { RfiDialog } from '../../features/companies/RfiDialog';
import { useLoginPrompt } from '../../features/companies/useLoginPrompt';
import { useApi } from '../../features/session/useApi';
import { useSession } from '../../features/session/useSession';

type Load = { kind: 'loading' } | { kind: 'missing' } | { kind: 'ready'; company: Company };

export function ProfilePage() {
  const { profileName = '' } = useParams<{ profileName: string }>();
  const api = useApi();
  const session = useSession();
  const ask = useLoginPrompt();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [products, setProducts] = useState<Product[]>([]);
  const [rfiOpen, setRfiOpen] = useState(false);
  usePageTitle(load.kind === 'ready' ? load.company.name : 'Company');

  const reload = useCallback(async () => {
    try {
      const [c] = (await api.call('companies.byProfileNames', { profileNames: [profileName] })) ?? [];
      if (!c) return setLoad({ kind: 'missing' });
      setLoad({ kind: 'ready', company: c });
      setProducts((await api.call('products.list', { companyIds: [c.id], limit: 16 }))?.items ?? []);
    } catch {
      setLoad({ kind: 'missing' });
    }
  }, [api, profileName]);
  useEffect(() => {
    void reload();
  }, [reload]);

  if (load.kind === 'loading') return <Text role="status" p="6">Loading...</Text>;
  if (load.kind === 'missing') return <Text role="alert" p="6">{MESSAGES.companyNotFound}</Text>;
  const c = load.company;
  const isOwner = session.user?.id === c.ownerId;
  const tabs = profileTabs({ hasProducts: c.productCount > 0, viewerInGroup: false, hasImages: c.images.length > 0, isOwner });
  const phone = formatPhone(c.countryCode, c.phone);
  const address = addressLine(c);

  return (
    <Stack maxW="1306px" mx="auto" gap="4" p="4">
      <Box position="relative" width="100%" style={{ aspectRatio: '4 / 1' }} bg="gray.200" overflow="hidden" data-testid="company-banner">
        {c.bannerUrl && <Image src={c.bannerUrl} alt={`${c.name} banner`} width="100%" height="100%" objectFit="cover" />}
      </Box>
      <HStack gap="4" align="center" flexWrap="wrap">
        <Box boxSize="80px" bg="gray.100" borderRadius="md" overflow="hidden">
          {c.logoUrl && <Image src={c.logoUrl} alt={`${c.name} logo`} boxSize="80px" objectFit="cover" />}
        </Box>
        <Stack gap="0" flex="1">
          <Heading as="h1" size="2xl">{c.name}</Heading>
          <HStack gap="3" fontSize="sm">
            <AppLink href={links.profile(c.profileName, 'members')}>Members ({c.memberCount})</AppLink>
            <Text>{c.followerCount} followers</Text>
          </HStack>
        </Stack>
        <HStack gap="2" flexWrap="wrap">
          <ReportButton target="company-searches" id={c.id} />
          <WatchlistButton company={c} />
          <FollowButton company={c} onChange={() => void reload()} />
          {!isOwner && <ConnectButton userId={c.ownerId} name={c.name} />}
          {!isOwner && <Button size="sm" variant="outline" onClick={() => ask(MESSAGES.needLogin) && window.location.assign('/chat')}>Message Us</Button>}
          {!isOwner && <Button size="sm" onClick={() => ask(MESSAGES.rfiLogin) && setRfiOpen(true)}>Contact/RFI</Button>}
        </HStack>
      </HStack>
      {rfiOpen && <RfiDialog companyId={c.id} onClose={() => setRfiOpen(false)} />}
      <Tabs.Root defaultValue="Overview">
        <Tabs.List>
          {tabs.map((t) => <Tabs.Trigger key={t} value={t}>{t}</Tabs.Trigger>)}
        </Tabs.List>
        <Tabs.Content value="Overview">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Stack borderWidth="1px" p="4" gap="1" data-testid="company-detail-card">
              <Text fontWeight="bold">{c.name}</Text>
              <Text>{`${c.followerCount} people follow us.`}</Text>
              {c.website && <a href={c.website} target="_blank" rel="noreferrer noopener">{c.website}</a>}
              {phone && <Text>{phone}</Text>}
              {address && <Text>{address}</Text>}
              {c.description && <Text mt="2">{c.description}</Text>}
            </Stack>
            <AddressMap lat={c.lat} lng={c.lng} label={address} />
          </SimpleGrid>
        </Tabs.Content>
        <Tabs.Content value="Products">
          <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
            {products.map((p) => (
              <Stack key={p.id} borderWidth="1px" p="3" gap="1">
                <Text fontSize="xs" color="gray.600">{p.service ? 'Service' : 'Product'}</Text>
                <AppLink href={links.product(c.profileName, p.sku)} fontWeight="semibold">{p.name}</AppLink>
                <Text fontSize="sm">SKU {p.sku}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Tabs.Content>
        <Tabs.Content value="Posts"><Text color="gray.600">No posts yet.</Text></Tabs.Content>
        <Tabs.Content value="Images">
          <HStack gap="2" flexWrap="wrap">
            {c.images.map((src, i) => <Image key={i} src={src} alt={`${c.name} image ${i + 1}`} width="150px" />)}
            {c.images.length === 0 && <Text color="gray.600">No images yet.</Text>}
          </HStack>
        </Tabs.Content>
        <Tabs.Content value="Menus"><AppLink href={links.profile(c.profileName, 'product-menus')}>Product menus</AppLink></Tabs.Content>
        <Tabs.Content value="Files"><AppLink href={links.profile(c.profileName, 'resources')}>Company files</AppLink></Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
