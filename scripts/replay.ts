// `npm run replay FILE [--json]`: see scripts/replay/replay.ts. Prints the store, the machines' final states and
// the first divergence (--json: the whole result as JSON); exits 1 when the replay diverges from the recording.
import { readFileSync } from 'node:fs';
import { describeReplay, parseRecording, replayRecording } from './replay/replay';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('Usage: npm run replay FILE [-- --json] (FILE: a recording downloaded with "Report a problem")');
  process.exit(2);
}
const result = await replayRecording(parseRecording(readFileSync(file, 'utf8')));
console.log(args.includes('--json') ? JSON.stringify(result) : describeReplay(result));
process.exit(result.divergence ? 1 : 0);
