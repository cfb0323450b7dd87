import { useEffect } from 'react';
import type { Category } from '../../../domain/identity/types';
import { showAlert } from '../../components/alerts';
import { useQuery } from '../../features/data/useQuery';

/** The business types offered at sign-up ('categories.list'); null while loading. */
export function useCategories(): Category[] | null {
  const q = useQuery('categories.list', undefined);
  const failed = q.status === 'error' ? q.error?.message || 'Business types could not be loaded' : null;
  useEffect(() => {
    if (failed) showAlert(failed, 'error');
  }, [failed]);
  return q.data ?? (failed ? [] : null);
}
