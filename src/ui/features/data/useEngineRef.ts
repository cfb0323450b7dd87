// The engine of the moment for machines' actors, which are built once while the engine arrives later
// (null until its worker is up): they read `ref.current` when they run.
import { useRef } from 'react';
import type { EngineClient } from '../../../workers/client';
import { useEngine } from './useEngine';

export type EngineRef = { readonly current: EngineClient | null };

export function useEngineRef(): EngineRef {
  const ref = useRef<EngineClient | null>(null);
  ref.current = useEngine();
  return ref;
}
