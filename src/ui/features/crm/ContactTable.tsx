// A page of contacts as the server sorted and cut it: a checkbox per row (and for the page), e-mail, name,
// phone, company, the unsubscribed mark, and the row's own actions. Sorting is by the column headers.
import { Badge, Button, Checkbox, HStack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Contact } from '../../../domain/crm/contacts';
import type { ContactSort } from '../../../domain/crm/types';
import { formatDay } from '../../../domain/shared/dates';

export type SortState = { sort: ContactSort; order: 'asc' | 'desc' };

function SortHeader({ label, col, sort, onSort }: { label: string; col: ContactSort; sort: SortState; onSort(s: SortState): void }) {
  const on = sort.sort === col;
  return (
    <Table.ColumnHeader aria-sort={on ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <Button size="xs" variant="ghost" onClick={() => onSort({ sort: col, order: on && sort.order === 'asc' ? 'desc' : 'asc' })}>
        {label}{on ? (sort.order === 'asc' ? ' ▲' : ' ▼') : ''}
      </Button>
    </Table.ColumnHeader>
  );
}

export function ContactTable({ contacts, selected, onSelect, sort, onSort, actions }: {
  contacts: Contact[]; selected: string[]; onSelect(ids: string[]): void; sort: SortState; onSort(s: SortState): void; actions(c: Contact): ReactNode;
}) {
  const ids = contacts.map((c) => c.id);
  const all = ids.length > 0 && ids.every((id) => selected.includes(id));
  const toggle = (id: string) => onSelect(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  if (contacts.length === 0) return <Text>No contacts found.</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label="Contacts">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="8">
              <Checkbox.Root size="sm" checked={all} onCheckedChange={(d) => onSelect(d.checked === true ? [...new Set([...selected, ...ids])] : selected.filter((x) => !ids.includes(x)))}>
                <Checkbox.HiddenInput aria-label="Select all on this page" />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
            <SortHeader label="Email" col="email" sort={sort} onSort={onSort} />
            <SortHeader label="First name" col="firstname" sort={sort} onSort={onSort} />
            <SortHeader label="Last name" col="lastname" sort={sort} onSort={onSort} />
            <Table.ColumnHeader>Phone</Table.ColumnHeader>
            <Table.ColumnHeader>Company</Table.ColumnHeader>
            <SortHeader label="Added" col="createdAt" sort={sort} onSort={onSort} />
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {contacts.map((c) => (
            <Table.Row key={c.id} data-testid="contact-row">
              <Table.Cell>
                <Checkbox.Root size="sm" checked={selected.includes(c.id)} onCheckedChange={() => toggle(c.id)}>
                  <Checkbox.HiddenInput aria-label={`Select ${c.email}`} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2">
                  <Text>{c.email}</Text>
                  {c.unsubscribed && <Badge colorPalette="orange">Unsubscribed</Badge>}
                </HStack>
              </Table.Cell>
              <Table.Cell>{c.firstname}</Table.Cell>
              <Table.Cell>{c.lastname}</Table.Cell>
              <Table.Cell>{c.phone}</Table.Cell>
              <Table.Cell>{c.companyName}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDay(c.createdAt)}</Table.Cell>
              <Table.Cell><HStack gap="1" justify="flex-end">{actions(c)}</HStack></Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
