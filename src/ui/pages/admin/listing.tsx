// What the admin lists share: the last answer kept on screen while the next page or search loads, and the pager.
import { Box } from '@chakra-ui/react';
import { useRef } from 'react';
import { Pagination } from '../../components/pagination/Pagination';

export type PageState = { page: number; size: number };
export const FIRST_PAGE: PageState = { page: 1, size: 16 };

/** skip and limit of the page */
export const pageWindow = (p: PageState) => ({ skip: (p.page - 1) * p.size, limit: p.size });

/** The newest answer, or the one before while a new query loads (a search does not blank the list). */
export function useKept<T>(data: T | undefined): T | null {
  const last = useRef<T | null>(null);
  if (data !== undefined) last.current = data;
  return data ?? last.current;
}

export function Pager({ total, page, onChange }: { total: number; page: PageState; onChange(p: PageState): void }) {
  return <Box mt="4"><Pagination total={total} page={page.page} size={page.size} onChange={(p, size) => onChange({ page: p, size })} /></Box>;
}
