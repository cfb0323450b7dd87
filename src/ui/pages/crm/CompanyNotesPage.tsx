// /me/crm/company-notes: every private note the user wrote about other companies, newest first, with paging.
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Pagination } from '../../components/pagination/Pagination';
import { NoteList } from '../../features/crm/NoteList';
import { useQuery } from '../../features/data/useQuery';
import { CrmLayout } from './CrmLayout';

export function CompanyNotesPage() {
  const [page, setPage] = useState({ n: 1, size: 16 });
  const q = useQuery('notes.list', { skip: (page.n - 1) * page.size, limit: page.size });
  const stats = useQuery('notes.stats', {});
  return (
    <CrmLayout title="Company Notes" offline={q.offline} error={q.status === 'error' ? q.error?.message : null}>
      <Text fontSize="sm">Private notes you wrote about other companies. Write one with the Note button on a company's profile.</Text>
      {q.data ? <NoteList notes={q.data} showCompany /> : <Text role="status">Loading...</Text>}
      {(stats.data?.count ?? 0) > page.size && <Pagination total={stats.data?.count ?? 0} page={page.n} size={page.size} onChange={(n, size) => setPage({ n, size })} />}
    </CrmLayout>
  );
}
