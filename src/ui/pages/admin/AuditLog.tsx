// The audit log of one record: who did what and when, with the record's state before and after.
import { Box, Heading, Table, Text } from '@chakra-ui/react';
import type { AuditRow } from '../../../domain/admin/types';
import { when } from './userFormat';

/** before/after as 'key: value' pairs (only the keys that changed when both are objects). */
export function changeText(before: unknown, after: unknown): { before: string; after: string } {
  const obj = (v: unknown): Record<string, unknown> | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
  const b = obj(before);
  const a = obj(after);
  const show = (o: Record<string, unknown> | null, keys: string[], raw: unknown) =>
    (o ? keys.map((k) => `${k}: ${JSON.stringify(o[k])}`).join(', ') : raw === null || raw === undefined ? '-' : JSON.stringify(raw));
  const keys = b && a ? Object.keys(a).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])) : Object.keys(a ?? b ?? {});
  return { before: show(b, keys, before), after: show(a, keys, after) };
}

export function AuditLog({ rows }: { rows: AuditRow[] }) {
  return (
    <Box as="section" aria-label="Audit log">
      <Heading as="h2" size="md" mb="2">Audit log</Heading>
      {rows.length === 0 ? <Text>No admin action yet.</Text> : (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>{['When', 'Who', 'What', 'Before', 'After'].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => {
              const c = changeText(r.before, r.after);
              return (
                <Table.Row key={r.id}>
                  <Table.Cell>{when(r.createdAt)}</Table.Cell>
                  <Table.Cell>{r.actorName}</Table.Cell>
                  <Table.Cell>{r.action}</Table.Cell>
                  <Table.Cell>{c.before}</Table.Cell>
                  <Table.Cell>{c.after}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
