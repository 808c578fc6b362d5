import { cpuBlockingMs, type TraceEvent } from '../cpu-blocking';

// A trace in Chrome's format, as Lighthouse returns it: microseconds, a main frame on the
// renderer (pid 2, tid 20), its first contentful paint at 100 ms.
const MAIN = { pid: 2, tid: 20 };
const started: TraceEvent = {
  name: 'TracingStartedInBrowser',
  cat: 'disabled-by-default-devtools.timeline',
  ph: 'I',
  pid: 1,
  tid: 10,
  ts: 0,
  dur: 0,
  args: {
    data: {
      frames: [
        { frame: 'F1', url: '/' },
        { frame: 'F2', url: '/', parent: 'F1' },
      ],
    },
  },
};
const paint = (frame: string, at: number, where = MAIN): TraceEvent => ({
  name: 'firstContentfulPaint',
  cat: 'loading,rail,devtools.timeline',
  ph: 'R',
  ...where,
  ts: at * 1000,
  dur: 0,
  args: { frame },
});
/** A task from `at` ms lasting `wall` ms, of which the thread ran `cpu` ms. */
const task = (at: number, wall: number, cpu: number, where = MAIN): TraceEvent => ({
  name: 'RunTask',
  cat: 'disabled-by-default-devtools.timeline',
  ph: 'X',
  ...where,
  ts: at * 1000,
  dur: wall * 1000,
  tdur: cpu * 1000,
  args: {},
});
const trace = (...events: TraceEvent[]) => [started, paint('F1', 100), ...events];

describe('blocking time from the main thread’s CPU time (bench, beside Lighthouse’s TBT)', () => {
  it('counts thread time x the slowdown past 50 ms, not the wall time a preempted task lasted', () => {
    // 40 ms of wall time, the thread ran 5 of them: Lighthouse's 4x makes it 110 ms blocking.
    expect(cpuBlockingMs(trace(task(200, 40, 5)), 4)).toBe(0);
    // A task that ran its whole 30 ms: 120 - 50.
    expect(cpuBlockingMs(trace(task(200, 30, 30)), 4)).toBe(70);
    expect(cpuBlockingMs(trace(task(200, 30, 30), task(300, 20, 20), task(400, 10, 10)), 4)).toBe(
      70 + 30,
    );
  });

  it('leaves out what ran before the first paint, and counts the part of a task after it', () => {
    expect(cpuBlockingMs(trace(task(10, 60, 60), task(200, 1, 1)), 4)).toBe(0);
    // 80 ms from 60 ms: half of it after the paint at 100 ms, so 40 ms x 4 - 50.
    expect(cpuBlockingMs(trace(task(60, 80, 80)), 4)).toBe(110);
  });

  it('reads only the main frame’s thread: not other threads, not a frame inside it', () => {
    const other = { pid: 2, tid: 21 };
    const iframe = { pid: 3, tid: 30 };
    const events = [
      ...trace(task(200, 30, 30)),
      task(200, 100, 100, other),
      paint('F2', 50, iframe),
      task(60, 100, 100, iframe),
    ];
    expect(cpuBlockingMs(events, 4)).toBe(70);
  });

  it('says what it could not find instead of answering 0', () => {
    expect(() => cpuBlockingMs([paint('F1', 1), task(2, 30, 30)], 4)).toThrow(
      'no TracingStartedInBrowser main frame',
    );
    expect(() => cpuBlockingMs([started, task(2, 30, 30)], 4)).toThrow(
      'no firstContentfulPaint for the main frame F1',
    );
    expect(() => cpuBlockingMs(trace(), 4)).toThrow('no task on the main thread after the paint');
    const { tdur: _, ...untimed } = task(200, 30, 30);
    expect(() => cpuBlockingMs(trace(untimed), 4)).toThrow(
      '1 main-thread tasks carry no thread time',
    );
  });
});
