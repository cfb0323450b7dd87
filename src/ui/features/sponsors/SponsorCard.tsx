// One sponsor as the public sees it: banner, text (as text), company name and the ad link. Clicking the link
// counts a click ('sponsors.click') and opens the adLink in a new tab (rel noopener).
import { Box, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { GroupSponsor } from '../../../domain/sponsors';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { useCommand } from '../data/useCommand';

export function SponsorAdLink({ sponsor, children }: { sponsor: GroupSponsor; children: ReactNode }) {
  const { send } = useCommand();
  if (!sponsor.adLink) return <>{children}</>;
  return (
    <Link href={sponsor.adLink} target="_blank" rel="noopener noreferrer"
      onClick={() => { void send('sponsors.click', { id: sponsor.id }).catch(() => undefined); }}>
      {children}
    </Link>
  );
}

export function SponsorCard({ sponsor, detailHref, actions }: { sponsor: GroupSponsor; detailHref?: string; actions?: ReactNode }) {
  return (
    <Stack as="article" aria-label={`Sponsor ${sponsor.companyName}`} gap="2" borderWidth="1px" borderRadius="md" p="3">
      {sponsor.banner && (
        <SponsorAdLink sponsor={sponsor}>
          <Image src={sponsor.banner} alt={`${sponsor.companyName} banner`} w="100%" maxW="1200px" aspectRatio={4} objectFit="cover" />
        </SponsorAdLink>
      )}
      <HStack justify="space-between" wrap="wrap">
        <Box>
          {sponsor.companyProfileName
            ? <AppLink href={links.profile(sponsor.companyProfileName)} fontWeight="semibold">{sponsor.companyName}</AppLink>
            : <Text fontWeight="semibold">{sponsor.companyName}</Text>}
          <Text fontSize="sm" color="gray.600">{sponsor.planName}</Text>
        </Box>
        <HStack>
          {detailHref && <AppLink href={detailHref} fontSize="sm">Details</AppLink>}
          {actions}
        </HStack>
      </HStack>
      {sponsor.text && <Text whiteSpace="pre-wrap">{sponsor.text}</Text>}
      {sponsor.adLink && <SponsorAdLink sponsor={sponsor}>Visit sponsor</SponsorAdLink>}
    </Stack>
  );
}
