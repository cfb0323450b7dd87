// `npm run replay FILE`: replays a flight recording ('Report a problem') through the same engine and machines
// in Node, deterministically (the recording's clock; ids come from the recorded inputs), and reports the first
// entry where the replay leaves the recording: a frame that leads the pipeline to another seq, a machine
// event that leads to another state, or (at the end) other store contents.
import { recorder, RECORDING_FORMAT, type Entry, type Recording, type RestEntry, type StoreContents } from '../../src/sync/recorder';
import { startEngineReplay, type EngineReplay } from './engine';
import { createMachineReplay, type MachineState } from './machines';

export type Divergence = { index: number; kind: Entry['kind'] | 'store'; expected: unknown; got: unknown };

export type ReplayResult = {
  entries: number;
  store: StoreContents | null;
  machines: Record<string, MachineState>;
  unknownMachines: string[];
  divergence: Divergence | null;
};

export function parseRecording(text: string): Recording {
  const r = JSON.parse(text) as Partial<Recording>;
  if (r.format !== RECORDING_FORMAT || !Array.isArray(r.entries) || !r.store) {
    throw new Error(`Not a recording of this app (format ${String(r.format)}; expected ${RECORDING_FORMAT})`);
  }
  return r as Recording;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function replayRecording(recording: Recording): Promise<ReplayResult> {
  const entries = recording.entries;
  let now = entries[0]?.t ?? recording.createdAt;
  const clock = () => now;
  recorder.clear();
  recorder.setClock(clock);
  const answers = entries.filter((e): e is Entry & RestEntry => e.kind === 'rest' && e.realm === 'worker');
  const engine: EngineReplay | null = recording.userId ? await startEngineReplay(recording.userId, answers, clock) : null;
  const machines = createMachineReplay();
  let divergence: Divergence | null = null;
  try {
    for (let index = 0; index < entries.length && !divergence; index++) {
      const e = entries[index];
      now = e.t;
      if (e.kind === 'frame' && engine) {
        const got = await engine.frame(e);
        if (got !== e.seq) divergence = { index, kind: 'frame', expected: { seq: e.seq }, got: { seq: got } };
      } else if (e.kind === 'view' && engine) {
        await engine.view(e);
      } else if (e.kind === 'machine') {
        const step = machines.step(e);
        if (!step.ok) divergence = { index, kind: 'machine', expected: step.expected, got: step.got };
      }
    }
    now = recording.createdAt;
    const store = engine ? await engine.store() : null;
    if (!divergence && engine && !same(store, recording.store)) {
      divergence = { index: entries.length, kind: 'store', expected: recording.store, got: store };
    }
    return { entries: entries.length, store, machines: machines.states(), unknownMachines: machines.unknownMachines(), divergence };
  } finally {
    machines.stop();
    await engine?.stop();
    recorder.setClock(() => Date.now());
  }
}

/** What the CLI prints: the store, the machines' final states, and the divergence if any. */
export function describeReplay(r: ReplayResult): string {
  const lines = [`Replayed ${r.entries} entries.`, '', 'Store:'];
  if (!r.store) lines.push('  (no account was signed in: nothing reached the store)');
  else {
    lines.push(`  notifications (unread, 2 days): ${r.store.notificationCount}`, `  rooms: ${r.store.rooms.length}`);
    for (const room of r.store.rooms) {
      const seen = r.store.messages[room.id];
      lines.push(`    ${room.id} ${JSON.stringify(room.name ?? '')} unread ${room.unread}${seen ? `, ${seen.loaded} of ${seen.total} messages loaded` : ''}`);
      for (const m of seen?.messages ?? []) lines.push(`      ${m.id} ${m.ownerId}: ${JSON.stringify(m.content)}`);
    }
  }
  lines.push('', 'Machines (final states):');
  for (const [id, m] of Object.entries(r.machines)) lines.push(`  ${id} ${m.machine}: ${JSON.stringify(m.value)} (${m.status})`);
  if (r.unknownMachines.length > 0) lines.push(`  not replayed (unknown to this build): ${r.unknownMachines.join(', ')}`);
  lines.push('');
  if (!r.divergence) lines.push('The replay matches the recording.');
  else {
    const d = r.divergence;
    lines.push(`DIVERGED at entry ${d.index} (${d.kind})`, `  expected: ${JSON.stringify(d.expected)}`, `  got:      ${JSON.stringify(d.got)}`);
  }
  return lines.join('\n');
}
