import type { Row } from '../targets';

/** A route's figures, as good as a typical floor's unless `over` says otherwise. */
export const row = (route: string, over: Partial<Row> = {}): Row => ({
  route,
  performance: 0.99,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  tbtMs: 100,
  cpuTbtMs: 40,
  lcpMs: 1000,
  cls: 0,
  bytes: 100 * 1024,
  thirdPartyBytes: 0,
  respondsMs: 1000,
  ...over,
});
