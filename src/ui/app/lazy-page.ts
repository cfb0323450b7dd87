// Pages load on demand: each area's routes name their pages through lazyPage, so the first load carries the
// shell and the page at hand, not the whole client. AppRoutes holds the Suspense boundary (AppShell its own
// for the signed-in chrome).
import { lazy, type ComponentType } from 'react';

/** A component loaded from its module when first rendered; `name` is its export. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  return lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
}
