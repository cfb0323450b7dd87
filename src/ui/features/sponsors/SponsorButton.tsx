// The group header's Sponsor button (spec 6, 8): hidden for the owner and group ADMIN members; visitors are
// asked to log in ('Please login to be a sponsor', then /login?redirectUrl={path}); others go to the Sponsors tab.
import { Button } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import type { GroupView } from '../../../domain/groups/types';
import { SPONSOR_MESSAGES } from '../../../domain/sponsors';
import { links } from '../../app/links';
import { askConfirm } from '../../components/confirm-dialog/confirm';

export function SponsorButton({ group, signedIn }: { group: GroupView; signedIn: boolean }) {
  const [location, navigate] = useLocation();
  if (group.viewer.isOwner || group.viewer.isAdmin) return null;
  async function click() {
    if (signedIn) return navigate(links.group(group.profileName, 'sponsors'));
    if (await askConfirm(SPONSOR_MESSAGES.login)) navigate(links.login(location));
  }
  return <Button size="sm" variant="outline" colorPalette="orange" onClick={() => void click()}>Sponsor</Button>;
}
