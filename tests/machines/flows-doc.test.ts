// docs/flows.md is generated from the machines (npm run flows): it fails here as soon as a machine changes
// without the file being regenerated, or a machine of src/machines is missing from it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { FLOWS, FLOWS_FILE, mermaidOf, renderFlows } from '../../scripts/flows';
import { followMachine } from '../../src/machines/companies/follow.machine';

const modules = import.meta.glob<Record<string, unknown>>('../../src/machines/**/*.machine.ts', { eager: true });
const isMachine = (v: unknown): v is AnyStateMachine => typeof v === 'object' && v !== null && 'implementations' in v && 'root' in v;

describe('docs/flows.md', () => {
  it('matches the machine definitions (run `npm run flows` after changing a machine)', () => {
    expect(readFileSync(FLOWS_FILE, 'utf8') === renderFlows(), 'docs/flows.md is out of date: run `npm run flows`').toBe(true);
  });
  it('draws every machine of src/machines', () => {
    const all = Object.values(modules).flatMap((m) => Object.values(m).filter(isMachine)).map((m) => m.id).sort();
    const drawn = new Set(FLOWS.flatMap((f) => f.machines.map((d) => d.machine.id)));
    expect(all.filter((id) => !drawn.has(id))).toEqual([]);
  });
  it('draws states, initial and final states, and each transition with its event and guard', () => {
    const follow = mermaidOf(followMachine);
    expect(follow.split('\n').slice(0, 3)).toEqual(['stateDiagram-v2', '    [*] --> s_deciding', '    state "deciding" as s_deciding']);
    for (const edge of [
      's_deciding --> s_loading : always [signedIn]', 's_deciding --> s_notFollowing : always [else]',
      's_loading --> s_following : done loadFollow [if]', 's_notFollowing --> s_notFollowing : toggle [else]',
      's_deleting --> s_following : error deleteFollow', 's_any --> s_deciding : refresh',
    ]) expect(`${follow}\n`).toContain(`    ${edge}\n`);
  });
});
