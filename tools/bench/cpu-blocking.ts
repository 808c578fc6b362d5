// TBT's rule (past FCP, each task's duration x slowdown beyond 50 ms) on each task's thread time
// (`tdur`) instead of its wall time: on 2 shared cores a task waits for the CPU, which a phone's
// spare cores would not make it do. Shown beside Lighthouse's TBT, never instead of it.

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
