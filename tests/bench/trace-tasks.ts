// Reads a Chromium trace (Playwright's browser.startTracing/stopTracing) for the page's main thread: how many
// tasks ran, how long it was busy, and the longest tasks with what ran in them (their largest parts, two levels
// deep: a function call and what it spent its time on, a garbage collection, a style or layout pass...).
export const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink', 'disabled-by-default-v8.gc'];

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string; data?: Record<string, unknown> } };
type Span = { e: TraceEvent; end: number; children: Span[] };
export type TaskSummary = { count: number; busyMs: number; long: number[]; cpuMs: number; cpuLong: number[]; cpuLongest: number; top: { ms: number; cpu: number; what: string }[] };

function label(e: TraceEvent): string {
  const d = e.args?.data ?? {};
  const fn = typeof d.functionName === 'string' && d.functionName ? d.functionName : '';
  const url = typeof d.url === 'string' && d.url ? `${d.url.split('/').pop()}${typeof d.lineNumber === 'number' ? `:${d.lineNumber}` : ''}` : '';
  const type = typeof d.type === 'string' ? d.type : '';
  const extra = [type, fn, url].filter(Boolean).join(' ');
  return extra ? `${e.name}(${extra})` : e.name;
}

function biggest(children: Span[], n: number): Span[] {
  return [...children].sort((a, b) => (b.end - b.e.ts) - (a.end - a.e.ts)).slice(0, n);
}

/** skips the scheduler's wrappers: a span whose one part takes nearly all of its time is described by that part */
function unwrap(s: Span): Span {
  let at = s;
  for (;;) {
    const [first] = biggest(at.children, 1);
    if (!first || (first.end - first.e.ts) < 0.9 * (at.end - at.e.ts) || first.children.length === 0) return at;
    at = first;
  }
}

function describe(task: Span): string {
  return biggest(unwrap(task).children, 3).map((c) => {
    const inner = biggest(c.children, 2).map((g) => `${label(g.e)} ${((g.end - g.e.ts) / 1000).toFixed(0)}`).join(', ');
    return `${label(c.e)} ${((c.end - c.e.ts) / 1000).toFixed(1)}${inner ? ` [${inner}]` : ''}`;
  }).join('; ') || '(nothing traced inside)';
}

/** The renderer main threads' tasks (RunTask) over the traced time, nested events attached to their task. */
export function mainThreadTasks(trace: Buffer, top = 6): TaskSummary {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.dur === undefined || !mains.has(key)) continue;
    const list = byThread.get(key) ?? [];
    list.push(e);
    byThread.set(key, list);
  }
  const tasks: Span[] = [];
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const stack: Span[] = [];
    for (const e of list) {
      const span: Span = { e, end: e.ts + (e.dur ?? 0), children: [] };
      while (stack.length && stack[stack.length - 1].end <= e.ts) stack.pop();
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(span);
      else if (e.name === 'RunTask') tasks.push(span);
      stack.push(span);
    }
  }
  const ms = (s: Span) => (s.end - s.e.ts) / 1000;
  return {
    count: tasks.length,
    busyMs: tasks.reduce((a, t) => a + ms(t), 0),
    long: tasks.filter((t) => ms(t) > 50).map(ms),
    // thread time (CPU) where the trace has it: a task over 50 ms of its own work, not one stretched by a busy machine
    cpuMs: tasks.reduce((a, t) => a + (t.e.tdur ?? 0) / 1000, 0),
    cpuLong: tasks.map((t) => (t.e.tdur ?? 0) / 1000).filter((x) => x > 50),
    cpuLongest: Math.max(0, ...tasks.map((t) => (t.e.tdur ?? 0) / 1000)),
    top: biggest(tasks, top).map((t) => ({ ms: ms(t), cpu: (t.e.tdur ?? 0) / 1000, what: describe(t) })),
  };
}

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
export type CpuProfile = { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] };

/** The main thread's JavaScript by self time (a CDP Profiler profile): the functions it spent most time in. */
export function topSelfTime(profile: CpuProfile, top = 10): { ms: number; what: string }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const f = byId.get(id)?.callFrame;
    if (!f) return;
    const what = `${f.functionName || '(anonymous)'} ${f.url ? `${f.url.split('/').pop()}:${f.lineNumber + 1}` : ''}`.trim();
    self.set(what, (self.get(what) ?? 0) + (profile.timeDeltas?.[i + 1] ?? 0) / 1000);
  });
  return [...self].map(([what, ms]) => ({ what, ms })).filter((x) => x.what !== '(idle)').sort((a, b) => b.ms - a.ms).slice(0, top);
}
