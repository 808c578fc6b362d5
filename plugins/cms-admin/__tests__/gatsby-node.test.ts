// During `npm start`, the plugin's onCreateDevServer serves /admin/ (page, configuration and the
// script), so an editor edits the working tree there: the routes and what they answer.
import fs from 'node:fs';
import { parse } from 'yaml';
import { CMS_FONTS } from '../fonts';
import { onCreateDevServer } from '../gatsby-node';

type Handler = (req: unknown, res: FakeResponse) => void;
interface FakeResponse {
  type(t: string): { send(body: string): void };
  sendFile(file: string): void;
}

/** Calls the route's handler and returns what it answered: a content type and body, or a file. */
function answer(routes: Map<string, Handler>, route: string, file = '') {
  const out: { type?: string; body?: string; file?: string } = {};
  const handler = routes.get(route);
  if (!handler) throw new Error(`no route ${route}`);
  handler(
    { path: route.replace('*', file) },
    {
      type: (type) => ({ send: (body) => Object.assign(out, { type, body }) }),
      sendFile: (file) => Object.assign(out, { file }),
    },
  );
  return out;
}

it('serves /admin/, its config.yml, its script and the CMS’s fonts from the working tree', async () => {
  const routes = new Map<string, Handler>();
  const app = { get: (route: string, handler: Handler) => routes.set(route, handler) };
  const reporter = { info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() };

  await (onCreateDevServer as (args: unknown, options: unknown) => Promise<void>)(
    { app, reporter },
    { plugins: [] },
  );

  const page = answer(routes, '/admin/');
  expect(page.type).toBe('html');
  expect(page.body).toContain('<script type="module" src="admin.js"></script>');
  const config = answer(routes, '/admin/config.yml');
  expect(config.type).toBe('yaml');
  const files = (
    parse(config.body!) as { collections: { files?: { file: string }[]; folder?: string }[] }
  ).collections.flatMap((c) => c.files?.map((f) => f.file) ?? [c.folder]);
  expect(files).toContain('content/site.yaml');
  expect(files).toContain('content/trainers');
  // The script, built for the working tree, asks the site for its fonts, and the site has them.
  const code = fs.readFileSync(answer(routes, '/admin/*', 'admin.js').file!, 'utf8');
  const fonts = [...code.matchAll(/url\((\/admin\/fonts\/[^)]+)\)/g)].map((m) => m[1]!);
  expect(fonts).toHaveLength(CMS_FONTS.length);
  for (const font of fonts) {
    const file = answer(routes, '/admin/*', font.replace('/admin/', '')).file!;
    expect(fs.existsSync(file)).toBe(true);
  }
  expect(code).not.toMatch(/fontsource\/fonts|fonts\.googleapis|fonts\.gstatic/);
  expect(fs.existsSync(answer(routes, '/admin/*', 'live-status.js').file!)).toBe(true);
  expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  // It bundles the CMS first, as `npm start` does: seconds on a busy machine.
}, 60_000);
