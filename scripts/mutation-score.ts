// `npx tsx scripts/mutation-score.ts <report.json>...`: merges Stryker reports (the incremental files or
// .tmp/stryker/mutation.json; a later report's file replaces an earlier one's) and prints Markdown tables per folder
// and, with PER_FILE=1, per file: mutants run, killed (timed out), survived, no coverage, score. Stryker's formula:
// (killed + timed out) / (killed + timed out + survived + no coverage); runtime/compile errors are not counted.
import { readFileSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';

type Mutant = { status: string };
type Tally = { n: number; killed: number; timeout: number; survived: number; nocov: number; other: number; ignored: number };

const files: Record<string, { mutants: Mutant[] }> = {};
for (const report of process.argv.slice(2)) Object.assign(files, (JSON.parse(readFileSync(report, 'utf8')) as { files: typeof files }).files);

const tally = (): Tally => ({ n: 0, killed: 0, timeout: 0, survived: 0, nocov: 0, other: 0, ignored: 0 });
const COUNTED: Record<string, keyof Tally> = { Killed: 'killed', Timeout: 'timeout', Survived: 'survived', NoCoverage: 'nocov' };
function add(t: Tally, m: Mutant) {
  if (m.status === 'Pending') return;
  if (m.status === 'Ignored') t.ignored++;
  else if (COUNTED[m.status]) { t.n++; t[COUNTED[m.status]]++; } else t.other++;
}
const score = (t: Tally) => (t.n ? `${((100 * (t.killed + t.timeout)) / t.n).toFixed(1)}%` : '-');
const row = (name: string, t: Tally) => `| ${name} | ${t.n} | ${t.killed + t.timeout}${t.timeout ? ` (${t.timeout} timed out)` : ''} | ${t.survived} | ${t.nocov} | **${score(t)}** | ${t.ignored || ''} |${t.other ? ` ${t.other} runtime errors, not counted` : ''}`;

const roots: Record<string, Tally> = {}, folders: Record<string, Tally> = {}, perFile: Record<string, Tally> = {};
for (const [file, { mutants }] of Object.entries(files)) {
  const rel = relative(process.cwd(), resolve(file));
  const parts = rel.split('/');
  const root = parts.slice(0, 2).join('/'), folder = parts.slice(0, 3).join('/');
  roots[root] ??= tally(); folders[folder] ??= tally(); perFile[rel] = tally();
  for (const m of mutants) for (const t of [roots[root], folders[folder], perFile[rel]]) add(t, m);
}
for (const root of Object.keys(roots).sort()) {
  console.log('\n| folder / file | mutants run | killed | survived | no coverage | score | static, not run |\n|---|---|---|---|---|---|---|');
  console.log(row(`**${root}**`, roots[root]));
  for (const folder of Object.keys(folders).sort().filter((f) => f.startsWith(`${root}/`))) {
    console.log(row(folder, folders[folder]));
    if (process.env.PER_FILE) for (const f of Object.keys(perFile).sort().filter((p) => p.startsWith(`${folder}/`))) console.log(row(`&nbsp;&nbsp;${basename(f)}`, perFile[f]));
  }
}
