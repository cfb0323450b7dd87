// The four kinds of synced record, as links: the current one marked.
import { Wrap } from '@chakra-ui/react';
import { SYNC_KIND_INFO, SYNC_KINDS, type SyncKind } from '../../../../domain/admin/syncs';
import { links } from '../../../app/links';
import { AppLink } from '../../../components/AppLink';

export function SyncKindTabs({ current }: { current: SyncKind }) {
  return (
    <Wrap as="nav" aria-label="Synced records" gap="4" mb="4">
      {SYNC_KINDS.map((k) => (
        <AppLink key={k} href={links.adminSyncs(k)} aria-current={k === current ? 'page' : undefined} fontWeight={k === current ? 'bold' : 'normal'}>
          {SYNC_KIND_INFO[k].title}
        </AppLink>
      ))}
    </Wrap>
  );
}
