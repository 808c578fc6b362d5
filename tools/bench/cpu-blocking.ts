// TBT's rule (past FCP, each task's duration x slowdown beyond 50 ms) on each task's thread time
// (`tdur`) instead of its wall time: on 2 shared cores a task waits for the CPU, which a phone's
// spare cores would not make it do. Shown beside Lighthouse's TBT, never instead of it.
import type { Artifacts } from 'lighthouse/types/artifacts.js';

/** An event of a Lighthouse run's trace, with the thread time Lighthouse's type leaves out. */
export type TraceEvent = Artifacts['Trace']['traceEvents'][number] & { tdur?: number };

/** Lighthouse's and Chrome's names for a top-level task of a thread's scheduler. */
const TASK_NAMES = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

/** Blocking ms from the main frame's thread time after its first paint; throws on what it lacks. */
export function cpuBlockingMs(events: readonly TraceEvent[], slowdown: number): number {
  const started = events.find((e) => e.name === 'TracingStartedInBrowser');
  const frame = started?.args?.data?.frames?.find((f) => !f.parent)?.frame;
  if (!frame) throw new Error('cpu blocking: the trace has no TracingStartedInBrowser main frame');
  // The first paint names the main thread too.
  const fcp = events
    .filter((e) => e.name === 'firstContentfulPaint' && e.args?.frame === frame)
    .sort((a, b) => a.ts - b.ts)[0];
  if (!fcp) throw new Error(`cpu blocking: no firstContentfulPaint for the main frame ${frame}`);
  const tasks = events.filter(
    (e) =>
      e.ph === 'X' &&
      e.pid === fcp.pid &&
      e.tid === fcp.tid &&
      TASK_NAMES.has(e.name) &&
      e.ts + e.dur > fcp.ts,
  );
  if (!tasks.length) throw new Error('cpu blocking: no task on the main thread after the paint');
  const untimed = tasks.filter((t) => t.tdur === undefined).length;
  if (untimed) throw new Error(`cpu blocking: ${untimed} main-thread tasks carry no thread time`);
  return tasks.reduce((blocking, { ts, dur, tdur }) => {
    const after = ts >= fcp.ts ? 1 : (ts + dur - fcp.ts) / dur;
    return blocking + Math.max(0, (tdur! * after * slowdown) / 1000 - 50);
  }, 0);
}
