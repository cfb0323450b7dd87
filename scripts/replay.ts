// `npm run replay FILE`: see scripts/replay/replay.ts. Exits 1 when the replay diverges from the recording.
import { readFileSync } from 'node:fs';
import { describeReplay, parseRecording, replayRecording } from './replay/replay';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run replay FILE (a recording downloaded with "Report a problem")');
  process.exit(2);
}
const result = await replayRecording(parseRecording(readFileSync(file, 'utf8')));
console.log(describeReplay(result));
process.exit(result.divergence ? 1 : 0);
