// The audit log of one content record (an FAQ topic, an extra question, the sitemap), shown when asked for.
import { Box, Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { AuditTarget } from '../../../../domain/admin/types';
import { useQuery } from '../../../features/data/useQuery';
import { AuditLog } from '../AuditLog';

function Log({ targetType, targetId }: { targetType: AuditTarget; targetId: string }) {
  const q = useQuery('admin.audit', { targetType, targetId });
  return q.data ? <AuditLog rows={q.data} /> : null;
}

export function RecordHistory({ targetType, targetId, open: initiallyOpen = false }: { targetType: AuditTarget; targetId: string; open?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Box mt="2">
      {!initiallyOpen && <Button size="xs" variant="ghost" onClick={() => setOpen(!open)}>{open ? 'Hide history' : 'History'}</Button>}
      {open && <Log targetType={targetType} targetId={targetId} />}
    </Box>
  );
}
