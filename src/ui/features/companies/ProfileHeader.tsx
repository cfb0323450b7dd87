// The company profile's header (spec 2): banner (height = width/4), logo, name, members link with count,
// followers, the visitor/member actions; for the owner: Edit banner, Edit logo (the editors upload the PNG
// as multipart with progress), Edit company info (?selectedDialog=COMPANY_INFO), Deactivate/Reactivate.
import { Badge, Box, Button, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { MESSAGES } from '../../../domain/companies/rules';
import type { Company } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { showAlert } from '../../components/alerts';
import { BannerEditorDialog, LogoEditorDialog } from '../../components/banner-editor';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { ReportButton } from '../../components/report-dialog/ReportDialog';
import { errorText } from '../data/errorText';
import { OfflineMark } from '../data/OfflineMark';
import { useCommand } from '../data/useCommand';
import { ConnectButton, FollowButton, WatchlistButton } from './CompanyActions';
import { NoteButton } from '../crm/NoteButton';
import { RfiDialog } from './RfiDialog';
import { useContactOwner } from './useContactOwner';
import { useLoginPrompt } from './useLoginPrompt';
import { countOf } from '../../../domain/shared/words';

/** offline: the company is the store's copy (no server answered) */
export function ProfileHeader({ company: c, isOwner, offline }: { company: Company; isOwner: boolean; offline: boolean }) {
  const { send } = useCommand();
  const ask = useLoginPrompt();
  const contactOwner = useContactOwner();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState<'banner' | 'logo' | null>(null);
  const [rfiOpen, setRfiOpen] = useState(false);

  const upload = async (part: 'bannerFile' | 'logoFile', file: File, onProgress: (f: number) => void) => {
    await send('companies.uploadLogoBanner', { id: c.id, [part]: file }, { onUploadProgress: onProgress });
    showAlert(part === 'bannerFile' ? 'Banner saved' : 'Logo saved', 'success');
  };
  const toggleActive = async () => {
    const deactivate = !c.deactivated;
    if (!(await askConfirm(deactivate ? `Deactivate ${c.name}? It leaves search until you reactivate it.` : `Reactivate ${c.name}?`))) return;
    try {
      await send(deactivate ? 'companies.deactivate' : 'companies.reactivate', { id: c.id });
      showAlert(deactivate ? 'Company deactivated' : 'Company reactivated', 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };

  return (
    <Stack gap="3">
      <Box position="relative" width="100%" style={{ aspectRatio: '4 / 1' }} bg="gray.200" overflow="hidden" data-testid="company-banner">
        {c.bannerUrl && <Image src={c.bannerUrl} alt={`${c.name} banner`} width="100%" height="100%" objectFit="cover" />}
        {isOwner && (
          <Button size="xs" position="absolute" right="2" bottom="2" onClick={() => setEditing('banner')}>Edit banner</Button>
        )}
      </Box>
      <HStack gap="4" align="center" flexWrap="wrap">
        <Stack gap="1" align="center">
          <Box boxSize="80px" bg="gray.100" borderRadius="md" overflow="hidden">
            {c.logoUrl && <Image src={c.logoUrl} alt={`${c.name} logo`} boxSize="80px" objectFit="cover" />}
          </Box>
          {isOwner && <Button size="2xs" variant="outline" onClick={() => setEditing('logo')}>Edit logo</Button>}
        </Stack>
        <Stack gap="0" flex="1">
          <HStack>
            <Heading as="h1" size="2xl">{c.name}</Heading>
            {c.deactivated && <Badge colorPalette="red">Deactivated</Badge>}
            <OfflineMark offline={offline} />
          </HStack>
          <HStack gap="3" fontSize="sm">
            <AppLink href={links.profile(c.profileName, 'members')}>Members ({c.memberCount})</AppLink>
            <Text>{countOf(c.followerCount, 'follower')}</Text>
          </HStack>
        </Stack>
        <HStack gap="2" flexWrap="wrap">
          {isOwner ? (
            <>
              <Button size="sm" variant="outline" onClick={() => navigate(links.companyEdit(c.profileName))}>Edit company info</Button>
              <Button size="sm" variant="outline" colorPalette={c.deactivated ? 'green' : 'red'} onClick={() => void toggleActive()}>
                {c.deactivated ? 'Reactivate company' : 'Deactivate company'}
              </Button>
            </>
          ) : (
            <>
              <ReportButton target="COMPANY" targetId={c.id} />
              <WatchlistButton company={c} />
              <FollowButton company={c} />
              <ConnectButton userId={c.ownerId} name={c.name} />
              <NoteButton companyId={c.id} companyName={c.name} />
              <Button size="sm" variant="outline" onClick={() => void contactOwner.contact(c.ownerId)}>Message Us</Button>
              <Button size="sm" onClick={() => ask(MESSAGES.rfiLogin) && setRfiOpen(true)}>Contact/RFI</Button>
            </>
          )}
        </HStack>
      </HStack>
      {rfiOpen && <RfiDialog companyId={c.id} onClose={() => setRfiOpen(false)} />}
      <BannerEditorDialog open={editing === 'banner'} onClose={() => setEditing(null)} currentUrl={c.bannerUrl}
        onSave={(file, p) => upload('bannerFile', file, p)} />
      <LogoEditorDialog open={editing === 'logo'} onClose={() => setEditing(null)} currentUrl={c.logoUrl}
        onSave={(file, p) => upload('logoFile', file, p)} />
    </Stack>
  );
}
