// The loader (scripts-after-paint.ts) running the bundles of a real webpack build (a small app
// built the way Gatsby builds one) in a DOM whose tasks the test runs one at a time: each timer,
// frame and script arrival is a task of its own, and the clock moves only as modules run.
import { JSDOM } from 'jsdom';
import { loaderSource } from '../scripts-after-paint';
import { buildFixture, CHUNK_GLOBAL, type Fixture } from './webpack-fixture';

let fixture: Fixture;

beforeAll(async () => {
  fixture = await buildFixture(false);
}, 60_000);

// Each module takes this long, and the loader's slices last about 4 ms: two modules a task.
const MODULE_MS = 3;
const APP = ['/app-0.js'];
const FIRST = ['/webpack-runtime-0.js', '/framework-0.js'];
const PAGE = ['/component---page-0.js'];

type Task = { at: number; seq: number; run: () => void };

/** A page that has the loader run; `failing` scripts answer with an error. */
function page({ modules, failing = [] }: { modules?: (string | number)[]; failing?: string[] }) {
  const dom = new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>', {
    runScripts: 'outside-only',
    url: 'https://club.example.com/',
  });
  const window = dom.window as unknown as typeof globalThis & { __page?: Promise<unknown> };
  let clock = 0;
  let seq = 0;
  let taskNumber = 0;
  const tasks: Task[] = [];
  const queue = (run: () => void, delay = 0) =>
    tasks.push({ at: clock + Math.max(0, delay), seq: seq++, run });
  // What each module notes, with the task it ran in.
  const log: { name: string; task: number }[] = [];
  const scripts: string[] = [];
  Object.assign(window, {
    setTimeout: (run: () => void, delay?: number) => queue(run, delay),
    requestAnimationFrame: (run: (t: number) => void) => queue(() => run(clock)),
    __log: {
      push: (name: string) => {
        log.push({ name, task: taskNumber });
        clock += MODULE_MS;
      },
    },
  });
  window.performance.now = () => clock;
  // Scripts arrive from the network in a task of their own, each once.
  const append = (parent: Node & ParentNode) => {
    const original = parent.appendChild.bind(parent);
    parent.appendChild = <T extends Node>(node: T): T => {
      const element = node as unknown as Element;
      original(node);
      if (element.tagName === 'SCRIPT' && element.getAttribute('src')) {
        const src = element.getAttribute('src')!;
        scripts.push(src);
        queue(() => {
          const source = fixture.files[src.slice(1)];
          if (failing.includes(src) || source === undefined) {
            node.dispatchEvent(new window.Event('error'));
            return;
          }
          window.eval(source);
          node.dispatchEvent(new window.Event('load'));
        });
      }
      return node;
    };
  };
  append(window.document.head);
  append(window.document.body);

  const runTask = () => {
    tasks.sort((a, b) => a.at - b.at || a.seq - b.seq);
    const task = tasks.shift();
    if (!task) return false;
    clock = Math.max(clock, task.at);
    taskNumber += 1;
    task.run();
    return true;
  };
  return {
    window,
    log,
    scripts,
    start() {
      window.eval(
        loaderSource([...FIRST, ...APP], {
          chunkGlobal: CHUNK_GLOBAL,
          pageChunks: PAGE,
          modules: modules ?? [...fixture.order.app!, ...fixture.order['component---page']!],
        }),
      );
    },
    /** Runs every task, and the promises they settle, until nothing is left. */
    async settle() {
      for (let i = 0; i < 1000; i++) {
        await new Promise((resolve) => setImmediate(resolve));
        if (!runTask()) {
          await new Promise((resolve) => setImmediate(resolve));
          if (!tasks.length) return;
        }
      }
      throw new Error('the page never settled');
    },
  };
}

const names = (log: { name: string }[]) => log.map((entry) => entry.name);

it('initialises the modules in import order, two at a time, and only then runs the entry', async () => {
  const p = page({});
  p.start();
  await p.settle();
  expect(names(p.log)).toEqual(['framework', 'util', 'layout', 'side', 'shared', 'page', 'entry']);
  // No task runs more than two modules (6 ms; 24 ms on a phone 4x slower).
  const perTask = new Map<number, number>();
  for (const { task } of p.log) perTask.set(task, (perTask.get(task) ?? 0) + 1);
  expect(Math.max(...perTask.values())).toBeLessThanOrEqual(2);
  // The entry runs in a task of its own.
  const entry = p.log.find((entry) => entry.name === 'entry')!;
  expect(p.log.filter((other) => other.task === entry.task)).toHaveLength(1);
});

it('never evaluates a module the app would not have (one behind a branch)', async () => {
  const p = page({});
  p.start();
  await p.settle();
  expect(names(p.log)).not.toContain('service-worker');
});

it('fetches each bundle once: the page’s import() finds its chunk installed', async () => {
  const p = page({});
  p.start();
  await p.settle();
  const loaded = (await p.window.__page) as { default: number };
  expect(loaded.default).toBe(1);
  expect(p.scripts.sort()).toEqual([...FIRST, ...APP, ...PAGE].sort());
});

it('when a page chunk fails to load, runs the entry at once and lets webpack fetch it again', async () => {
  const p = page({ failing: PAGE });
  p.start();
  await p.settle();
  // Nothing of the app's was initialised ahead of the entry.
  expect(names(p.log).slice(0, 2)).toEqual(['framework', 'util']);
  expect(names(p.log)).toContain('entry');
  expect(names(p.log)).not.toContain('page');
  // webpack's own attempt at the chunk, after the loader's.
  expect(p.scripts.filter((src) => src === PAGE[0])).toHaveLength(2);
});

it('with a module order naming no module, adds every bundle at once (Gatsby’s way)', async () => {
  const p = page({ modules: [] });
  p.start();
  await p.settle();
  expect(p.scripts.slice(0, 3)).toEqual([...FIRST, ...APP]);
  expect(names(p.log)).toEqual(['util', 'framework', 'layout', 'side', 'entry', 'shared', 'page']);
});
