// Who viewed the member's pages recently: members who allow it by name (with how often and what they opened last),
// everyone else as an anonymous total.
import { HStack, Image, Stack, Table, Text } from '@chakra-ui/react';
import { listedDate } from '../../../../domain/companies/products';
import type { Endpoints } from '../../../../sync/facade';
import { links } from '../../../app/links';
import { AppLink } from '../../../components/AppLink';

type Viewers = Endpoints['stats.viewers']['out'];

export function RecentViewers({ data, itemLabel }: { data: Viewers | undefined; itemLabel: string }) {
  if (!data) return <Text role="status">Loading...</Text>;
  return (
    <Stack as="section" aria-label="Recent viewers" gap="2">
      <Text fontWeight="bold">Recent viewers</Text>
      <Text data-testid="viewer-totals">{`${data.total} ${data.total === 1 ? 'view' : 'views'}, ${data.anonymous} anonymous`}</Text>
      {data.viewers.length === 0 ? <Text color="gray.600">No members who show themselves have viewed yet.</Text> : (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Member</Table.ColumnHeader>
              <Table.ColumnHeader>{itemLabel}</Table.ColumnHeader>
              <Table.ColumnHeader>Views</Table.ColumnHeader>
              <Table.ColumnHeader>Last viewed</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.viewers.map((v) => (
              <Table.Row key={v.user.id}>
                <Table.Cell>
                  <HStack gap="2">
                    {v.user.logo && <Image src={v.user.logo} alt="" boxSize="24px" borderRadius="full" />}
                    <AppLink href={links.userProfile(v.user.profileName)}>{`${v.user.firstname} ${v.user.lastname}`}</AppLink>
                  </HStack>
                </Table.Cell>
                <Table.Cell>{v.item.label}</Table.Cell>
                <Table.Cell>{v.views}</Table.Cell>
                <Table.Cell>{listedDate(v.lastViewedAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
