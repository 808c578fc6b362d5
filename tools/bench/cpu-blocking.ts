// Blocking time from the main thread's own CPU time, read from the trace of the same Lighthouse
// run: beside Lighthouse's TBT, never instead of it (the TBT target stays Lighthouse's).
//
// Why: Lighthouse's simulated TBT takes each main-thread task's wall-clock duration, observed on
// this machine without throttling, times 4. On a 2-core machine the page's main thread shares
// the cores with the browser, the display compositor, raster and decode threads and Lighthouse
// itself, so a task can last 40 ms of wall time of which the thread ran 5: it then counts as
// 160 ms, 110 ms of them blocking. A phone has cores to spare for those threads. Each task's
// thread time (`tdur` in Chrome's trace event format) leaves out the time the thread was not
// running, so this figure says what the page's own work blocks, without the machine's scheduler.
// Same rule as TBT otherwise: for each task after the first contentful paint (its part after it,
// where it straddles it), whatever of its duration x slowdown passes 50 ms.

export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { frame?: string; data?: { frames?: { frame: string; parent?: string }[] } };
};

/** Lighthouse's and Chrome's names for a top-level task of a thread's scheduler. */
const TASK_NAMES = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);
export const BLOCKING_THRESHOLD_MS = 50;

/** The main frame's first contentful paint: it names the page's main thread too. */
function mainFramePaint(events: readonly TraceEvent[]): TraceEvent {
  const started = events.find((e) => e.name === 'TracingStartedInBrowser');
  const frame = started?.args?.data?.frames?.find((f) => !f.parent)?.frame;
  if (!frame) throw new Error('cpu blocking: the trace has no TracingStartedInBrowser main frame');
  const fcp = events
    .filter((e) => e.name === 'firstContentfulPaint' && e.args?.frame === frame)
    .sort((a, b) => a.ts - b.ts)[0];
  if (!fcp) throw new Error(`cpu blocking: no firstContentfulPaint for the main frame ${frame}`);
  return fcp;
}

/**
 * Blocking time in ms from thread time: the main thread's tasks after the first contentful paint,
 * each task's thread time x `slowdown` less 50 ms. Throws, naming what it missed, when the trace
 * has no main frame, no first paint, or tasks without thread time.
 */
export function cpuBlockingMs(events: readonly TraceEvent[], slowdown: number): number {
  const fcp = mainFramePaint(events);
  const tasks = events.filter(
    (e) =>
      e.ph === 'X' &&
      e.pid === fcp.pid &&
      e.tid === fcp.tid &&
      TASK_NAMES.has(e.name) &&
      e.dur !== undefined &&
      e.ts + e.dur > fcp.ts,
  );
  if (!tasks.length) throw new Error('cpu blocking: no task on the main thread after the paint');
  const untimed = tasks.filter((t) => t.tdur === undefined).length;
  if (untimed) throw new Error(`cpu blocking: ${untimed} main-thread tasks carry no thread time`);
  let blocking = 0;
  for (const task of tasks) {
    const wall = task.dur!;
    const after = task.ts >= fcp.ts ? 1 : (task.ts + wall - fcp.ts) / wall;
    const ms = (task.tdur! * after * slowdown) / 1000;
    blocking += Math.max(0, ms - BLOCKING_THRESHOLD_MS);
  }
  return blocking;
}
