// The group header's Donate button: shown when the group has an enabled donation with amounts, never to the group's
// owner (spec 6: the owner cannot donate to their own group). Visitors donate as guests by card.
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { donationOpen } from '../../../domain/billing';
import type { GroupView } from '../../../domain/groups/types';
import { useQuery } from '../data/useQuery';
import { DonateDialog } from './DonateDialog';

export function DonateButton({ group, signedIn }: { group: GroupView; signedIn: boolean }) {
  const donation = useQuery('donations.get', { companyGroupId: group.id });
  const [open, setOpen] = useState(false);
  if (group.viewer.isOwner || !donationOpen(donation.data)) return null;
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>Donate</Button>
      {open && <DonateDialog group={group} donation={donation.data} guest={!signedIn} onClose={() => setOpen(false)} />}
    </>
  );
}
