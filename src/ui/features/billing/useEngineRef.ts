// Machines' actors are built once per component but the engine arrives when its worker is up: they read it
// through this ref, so a command always goes to the latest engine.
import { useRef } from 'react';
import type { EngineClient } from '../../../workers/client';
import { useEngine } from '../data/useEngine';

export type EngineRef = { readonly current: EngineClient | null };

export function useEngineRef(): EngineRef {
  const engine = useEngine();
  const ref = useRef(engine);
  ref.current = engine;
  return ref;
}
