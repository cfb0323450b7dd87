// The group header: banner, logo, name, welcome text, membership controls, the admin menu
// (visitor stats, Group Categories, View Stats, Sponsor Message) and, for members, their settings.
import { Box, Button, Field, Flex, HStack, Image, Input, Menu, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { GroupView } from '../../../domain/groups/types';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { BannerEditorDialog, LogoEditorDialog } from '../../components/banner-editor';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';
import { DonateButton, DonationSettingsModal } from '../donations';
import { SponsorButton } from '../sponsors';
import { CategoryPrompt, MemberSettingsModal } from './MemberSettings';
import { MembershipButton } from './MembershipButton';
import { Modal } from './Modal';
import { countOf } from '../../../domain/shared/words';
import { PageHeader } from '../../components/page-header/PageHeader';

const PROMPTED_KEY = 'mtz.groups.categoryPrompted';
const wasPrompted = (memberId: string) => (sessionStorage.getItem(PROMPTED_KEY) ?? '').split(',').includes(memberId);
const markPrompted = (memberId: string) => sessionStorage.setItem(PROMPTED_KEY, [sessionStorage.getItem(PROMPTED_KEY) ?? '', memberId].join(','));

function SponsorMessageModal({ group, open, onClose }: { group: GroupView; open: boolean; onClose(): void }) {
  const { send, pending } = useCommand();
  const [message, setMessage] = useState(group.meta.sponsorMessage ?? '');
  const save = async () => {
    try {
      await send('groups.update', { id: group.id, patch: { meta: { sponsorMessage: message } } });
      showAlert('Text updated', 'success');
      onClose();
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <Modal open={open} title="Sponsor Message" onClose={onClose} footer={<Button loading={pending} onClick={() => void save()}>Save</Button>}>
      <Field.Root>
        <Field.Label>Message</Field.Label>
        <Input value={message} onChange={(e) => setMessage(e.currentTarget.value)} />
      </Field.Root>
    </Modal>
  );
}

/** offline: the group shown is the last one saved (no server answers). */
export function GroupHeader({ group, signedIn, offline }: { group: GroupView; signedIn: boolean; offline: boolean }) {
  const [, navigate] = useLocation();
  const { send } = useCommand();
  const [modal, setModal] = useState<'settings' | 'sponsor' | 'donation' | 'banner' | 'logo' | null>(null);
  const upload = (field: 'bannerFile' | 'logoFile') => async (file: File, onProgress: (f: number) => void) => {
    await send('groups.images.set', { id: group.id, [field]: file }, { onUploadProgress: onProgress });
    showAlert(field === 'bannerFile' ? 'Banner updated' : 'Logo updated', 'success');
  };
  const [, rerender] = useState(0);
  const admin = group.viewer.isAdmin || group.viewer.isOwner;
  const member = group.viewer.membership === 'MEMBER';
  const prompt = member && !admin && group.categories.length > 0 && group.viewer.groupCategoryIds.length === 0 && group.viewer.memberId !== null && !wasPrompted(group.viewer.memberId);
  return (
    <Box as="header" borderWidth="1px" borderRadius="lg" overflow="hidden" mb="4">
      <Box h="120px" bg="orange.100" bgImage={group.bannerUrl ? `url(${group.bannerUrl})` : undefined} bgSize="cover" bgPos="center" />
      <Flex p="4" gap="4" align="center" wrap="wrap">
        {group.logoUrl && <Image src={group.logoUrl} alt={`${group.name} logo`} boxSize="64px" borderRadius="md" />}
        <Box flex="1" minW="200px">
          <PageHeader title={group.name} offline={offline} />
          {group.meta.memSubHeader && <Text color="gray.600">{group.meta.memSubHeader}</Text>}
          <Text fontSize="sm" color="gray.600">{countOf(group.memberCount, 'member')}</Text>
        </Box>
        <HStack gap="2">
          <MembershipButton group={group} signedIn={signedIn} />
          <SponsorButton group={group} signedIn={signedIn} />
          <DonateButton group={group} signedIn={signedIn} />
          {member && !admin && (
            <Button size="sm" variant="outline" onClick={() => setModal('settings')}>
              My member settings
            </Button>
          )}
          {admin && (
            <Menu.Root>
              <Menu.Trigger asChild>
                <Button size="sm" variant="outline">Admin menu</Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.Item value="visitor-stats" onSelect={() => navigate(links.group(group.profileName, 'stats/cg-visitor-stats'))}>Visitor stats</Menu.Item>
                    <Menu.Item value="categories" onSelect={() => navigate(links.group(group.profileName, 'categories'))}>Group Categories</Menu.Item>
                    <Menu.Item value="stats" onSelect={() => navigate(links.group(group.profileName, 'stats/cg-member-stats'))}>View Stats</Menu.Item>
                    <Menu.Item value="sponsor" onSelect={() => setModal('sponsor')}>Sponsor Message</Menu.Item>
                    <Menu.Item value="donation" onSelect={() => setModal('donation')}>Donation Settings</Menu.Item>
                    <Menu.Item value="sponsor-plans" onSelect={() => navigate(links.group(group.profileName, 'sponsors'))}>Sponsor plans</Menu.Item>
                    <Menu.Item value="sponsor-stats" onSelect={() => navigate(links.group(group.profileName, 'stats/cg-sponsor-stats'))}>Sponsor stats</Menu.Item>
                    <Menu.Item value="banner" onSelect={() => setModal('banner')}>Edit banner</Menu.Item>
                    <Menu.Item value="logo" onSelect={() => setModal('logo')}>Edit logo</Menu.Item>
                    <Menu.Item value="joining" onSelect={() => navigate(links.group(group.profileName, 'members/joining'))}>Join requests</Menu.Item>
                    <Menu.Item value="invites" onSelect={() => navigate(links.group(group.profileName, 'members/invites'))}>Invite members</Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          )}
        </HStack>
      </Flex>
      {modal === 'settings' && <MemberSettingsModal group={group} open onClose={() => setModal(null)} />}
      {modal === 'banner' && <BannerEditorDialog open title="Edit group banner" currentUrl={group.bannerUrl} onClose={() => setModal(null)} onSave={upload('bannerFile')} />}
      {modal === 'logo' && <LogoEditorDialog open title="Edit group logo" currentUrl={group.logoUrl} onClose={() => setModal(null)} onSave={upload('logoFile')} />}
      {modal === 'donation' && <DonationSettingsModal group={group} open onClose={() => setModal(null)} />}
      {modal === 'sponsor' && <SponsorMessageModal group={group} open onClose={() => setModal(null)} />}
      {prompt && group.viewer.memberId && (
        <CategoryPrompt
          group={group}
          onDone={() => {
            markPrompted(group.viewer.memberId ?? '');
            rerender((n) => n + 1);
          }}
        />
      )}
    </Box>
  );
}
