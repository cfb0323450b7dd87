// The group header's Donate button: shown when the group has an enabled donation with amounts, never to the group's
// owner (spec 6: the owner cannot donate to their own group). Visitors donate as guests by card.
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { donationOpen } from '../../../domain/billing';
import type { GroupView } from '../../../domain/groups/types';
import { DonateDialog } from './DonateDialog';
import { useGroupDonation } from './useGroupDonation';

export function DonateButton({ group, signedIn }: { group: GroupView; signedIn: boolean }) {
  const [state] = useGroupDonation(group.id);
  const [open, setOpen] = useState(false);
  if (group.viewer.isOwner || state.kind !== 'ready' || !donationOpen(state.donation)) return null;
  return (
    <>
      <Button size="sm" colorPalette="green" onClick={() => setOpen(true)}>Donate</Button>
      {open && <DonateDialog group={group} donation={state.donation} guest={!signedIn} onClose={() => setOpen(false)} />}
    </>
  );
}
