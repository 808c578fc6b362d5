// The post-build steps run in one order, the CSP step last (it hashes the inline scripts the
// others leave in each page), and a step that fails is reported without skipping the rest.
import path from 'node:path';
import { onPostBuild } from '../gatsby-node';

const mockCalls: string[] = [];
jest.mock('../page-css', () => ({
  purgePagesCss: jest.fn(async () => {
    mockCalls.push('page-css');
    return { pages: 1, before: 2048, after: 1024 };
  }),
}));
jest.mock('../sitemap', () => ({
  writeSitemap: jest.fn((_dir: string, siteUrl: string, paths: string[]) => {
    mockCalls.push(`sitemap ${siteUrl} ${paths.join(',')}`);
    throw new Error('a page of the registry was not built');
  }),
}));
jest.mock('../bundles-after-paint', () => ({
  bundlesAfterPaintIn: jest.fn(() => {
    mockCalls.push('bundles-after-paint');
    return 1;
  }),
}));
jest.mock('../add-csp-meta', () => ({
  addCspMeta: jest.fn((dir: string, features: { analytics: boolean }) => {
    mockCalls.push(`csp ${path.relative(process.cwd(), dir)} analytics=${features.analytics}`);
    return { pages: ['index.html'] };
  }),
}));

it('runs the steps in order with the CSP last, and reports a failed step', async () => {
  // Prepare
  const reporter = { info: jest.fn(), panicOnBuild: jest.fn() };
  const getNodesByType = (type: string) => (type === 'SitePage' ? [{ path: '/' }] : []);

  // Act
  await (onPostBuild as (args: unknown, options: unknown) => Promise<void>)(
    { getNodesByType, reporter },
    { plugins: [], analytics: true, siteUrl: 'https://club.example' },
  );

  // Assess
  expect(mockCalls).toEqual([
    'sitemap https://club.example /',
    'page-css',
    'bundles-after-paint',
    'csp public analytics=true',
  ]);
  expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
  expect(reporter.panicOnBuild.mock.calls[0]?.[0]).toBe(
    'Could not write sitemap.xml and robots.txt',
  );
  expect(reporter.info).toHaveBeenCalledTimes(3);
});
