// /me/advertisement/group-sponsors: the member's group sponsorships seen as advertising: each banner's clicks and
// what the sponsorship cost, with a link to the sponsorship's page.
import { Table, Text } from '@chakra-ui/react';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { money } from '../../features/ads/format';
import { useQuery } from '../../features/data/useQuery';
import { AdsLayout } from './AdsLayout';
import { formatDay } from '../../../domain/shared/dates';

export function GroupSponsorsPage() {
  const q = useQuery('ads.groupSponsors', undefined);
  return (
    <AdsLayout title="Group Sponsors" offline={q.offline} error={q.status === 'error' ? q.error?.message : null}>
      {!q.data ? <Text role="status">Loading...</Text> : q.data.length === 0 ? <Text>You sponsor no group yet.</Text> : (
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>{['Group', 'Text', 'Link', 'Banner clicks', 'Cost', 'Since', ''].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row>
            </Table.Header>
            <Table.Body>
              {q.data.map((s) => (
                <Table.Row key={s.id} data-testid="group-sponsor-row">
                  <Table.Cell>{s.groupName}{s.live ? '' : ' (ended)'}</Table.Cell>
                  <Table.Cell>{s.text}</Table.Cell>
                  <Table.Cell wordBreak="break-all">{s.adLink}</Table.Cell>
                  <Table.Cell>{s.clicks}</Table.Cell>
                  <Table.Cell>{money(s.costCents)}</Table.Cell>
                  <Table.Cell>{formatDay(s.since)}</Table.Cell>
                  <Table.Cell><AppLink href={links.groupSponsor(s.groupProfileName, s.id)}>Sponsorship page</AppLink></Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </AdsLayout>
  );
}
