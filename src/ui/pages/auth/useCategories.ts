import { useEffect, useState } from 'react';
import type { Category } from '../../../domain/identity/types';
import { showAlert } from '../../components/alerts';
import { useApi } from '../../features/session/useApi';

/** The business types offered at sign-up ('categories.list'); null while loading. */
export function useCategories(): Category[] | null {
  const api = useApi();
  const [categories, setCategories] = useState<Category[] | null>(null);
  useEffect(() => {
    let live = true;
    api.call('categories.list', undefined).then(
      (list) => { if (live) setCategories(list ?? []); },
      (e: unknown) => {
        if (!live) return;
        setCategories([]);
        showAlert(e instanceof Error ? e.message : 'Business types could not be loaded', 'error');
      },
    );
    return () => { live = false; };
  }, [api]);
  return categories;
}
