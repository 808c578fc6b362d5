import { formatRatio, median, medianRow, verdicts, type Row } from '../targets';
import { categoryScoreWithout, thirdPartyBytes, unreachableThirdParties } from '../measure';
import { row } from './row';

const met = (floor: Row, rows: Row[]) =>
  Object.fromEntries(verdicts(floor, rows).map((v) => [v.target.split(' (')[0], v.met]));

describe('the bench targets (ratios to the floor of the same run)', () => {
  const floor = row('floor');

  it('are all met by routes as good as the floor', () => {
    expect(verdicts(floor, [row('/'), row('/contact/')]).every((v) => v.met)).toBe(true);
  });

  it('allow performance 0.02 below the floor, TBT 1.5x, LCP 1.3x and CLS 0.01, no more', () => {
    const edge = row('/', { performance: 0.97, tbtMs: 150, lcpMs: 1300, cls: 0.01 });
    expect(verdicts(floor, [edge]).every((v) => v.met)).toBe(true);

    const over = row('/x/', { performance: 0.96, tbtMs: 151, lcpMs: 1301, cls: 0.011 });
    expect(met(floor, [over])).toMatchObject({
      'performance >= floor - 0.02': false,
      'TBT <= 1.5x floor': false,
      'LCP <= 1.3x floor': false,
      'CLS <= 0.01': false,
    });
  });

  it('with a floor TBT of 0 ms, pass only 0 ms and name the others in ms, not a ratio', () => {
    const quiet = row('floor', { tbtMs: 0 });
    const tbt = (rows: Row[]) => verdicts(quiet, rows).find((v) => v.target.startsWith('TBT'))!;
    expect(tbt([row('/', { tbtMs: 0 })]).met).toBe(true);
    expect(tbt([row('/', { tbtMs: 0 }), row('/promo/', { tbtMs: 2.61 })])).toMatchObject({
      met: false,
      detail: '/promo/ 3 ms',
    });
    expect(formatRatio(3, 0)).toBe('n/a');
    expect(formatRatio(0, 0)).toBe('1.00');
    expect(formatRatio(150, 100)).toBe('1.50');
  });

  it('name every route that misses a target', () => {
    const [perf] = verdicts(floor, [
      row('/a/', { performance: 0.5 }),
      row('/b/', { performance: 0.6 }),
    ]);
    expect(perf).toMatchObject({ met: false, detail: '/a/ 0.50, /b/ 0.60' });
  });

  it('want 1.00 for accessibility, best practices and SEO', () => {
    expect(met(floor, [row('/', { bestPractices: 0.96 })])).toMatchObject({
      'accessibility = 1.00': true,
      'best practices = 1.00': false,
    });
  });

  it('hold the home page to 2x the floor’s bytes and no third-party byte', () => {
    expect(
      met(floor, [
        row('/', { bytes: 201 * 1024, thirdPartyBytes: 10 }),
        row('/big/', { bytes: 900 * 1024 }),
      ]),
    ).toMatchObject({
      'home bytes <= 2x floor': false,
      'home: no third-party byte before the visitor interacts': false,
    });
    expect(met(floor, [row('/', { bytes: 200 * 1024 })])['home bytes <= 2x floor']).toBe(true);
  });
});

describe('the "responds" target', () => {
  const responds = (floorMs: number | undefined, rows: Row[]) =>
    verdicts(row('floor', floorMs === undefined ? {} : { respondsMs: floorMs }), rows).find((v) =>
      v.target.startsWith('responds'),
    );

  it('holds every route to 1.2x the floor’s time, naming those over it', () => {
    expect(responds(1000, [row('/', { respondsMs: 1200 })])).toMatchObject({ met: true });
    expect(
      responds(1000, [
        row('/', { respondsMs: 1201 }),
        row('/promo/', { respondsMs: 1100 }),
        row('/faq/'),
      ]),
    ).toMatchObject({
      target: 'responds <= 1.2x floor (1200 ms)',
      met: false,
      detail: '/ 1201 ms, 1.20x, /faq/ not measured',
    });
  });

  it('is left out when the floor was not measured for it', () => {
    expect(responds(undefined, [row('/', { respondsMs: 5000 })])).toBeUndefined();
  });
});

describe('medians', () => {
  it('take each figure’s median on its own, and the most third-party bytes of any run', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    const m = medianRow([
      row('/', { tbtMs: 300, cpuTbtMs: 10, lcpMs: 900, thirdPartyBytes: 0 }),
      row('/', { tbtMs: 100, cpuTbtMs: 30, lcpMs: 1100, thirdPartyBytes: 5 }),
      row('/', { tbtMs: 200, cpuTbtMs: 20, lcpMs: 1000, thirdPartyBytes: 0 }),
    ]);
    expect(m).toMatchObject({ tbtMs: 200, cpuTbtMs: 20, lcpMs: 1000, thirdPartyBytes: 5 });
  });

  it('leave the cpu TBT out when a run has none, rather than a median of fewer runs', () => {
    const m = medianRow([row('/', { cpuTbtMs: 10 }), row('/')]);
    expect(m).not.toHaveProperty('cpuTbtMs');
  });
});

describe('thirdPartyBytes', () => {
  it('counts what came from any other origin than the page’s', () => {
    const items = [
      { url: 'http://localhost:9000/app.js', transferSize: 1000 },
      { url: 'http://localhost:9001/other-port.js', transferSize: 7 },
      { url: 'https://www.google.com/recaptcha/api.js', transferSize: 30 },
      { url: 'data:image/png;base64,xx', transferSize: 0 },
    ];
    expect(thirdPartyBytes('http://localhost:9000/', items)).toBe(37);
  });
});

/** The parts of a Lighthouse report the best-practices exception reads. */
const report = (consoleItems: object[] | null, consoleScore = consoleItems ? 0 : 1) => ({
  finalDisplayedUrl: 'http://localhost:9000/book-tour/',
  categories: {
    'best-practices': {
      score: consoleScore ? 1 : 0.96,
      auditRefs: [
        { id: 'errors-in-console', weight: 1 },
        { id: 'is-on-https', weight: 5 },
        { id: 'deprecations', weight: 5 },
        { id: 'paste-preventing-inputs', weight: 3 },
        { id: 'js-libraries', weight: 0 },
        { id: 'valid-source-maps', weight: 0 },
        { id: 'inspector-issues', weight: 1 },
        { id: 'image-aspect-ratio', weight: 1 },
        { id: 'image-size-responsive', weight: 1 },
        { id: 'doctype', weight: 1 },
        { id: 'charset', weight: 1 },
        { id: 'geolocation-on-start', weight: 1 },
        { id: 'notification-on-start', weight: 1 },
        { id: 'third-party-cookies', weight: 5 },
      ],
    },
  },
  audits: {
    'errors-in-console': {
      score: consoleScore,
      details: { items: consoleItems ?? [] },
    },
    ...Object.fromEntries(
      [
        'is-on-https',
        'deprecations',
        'paste-preventing-inputs',
        'inspector-issues',
        'image-aspect-ratio',
        'image-size-responsive',
        'doctype',
        'charset',
        'geolocation-on-start',
        'notification-on-start',
        'third-party-cookies',
      ].map((id) => [id, { score: 1 }]),
    ),
    'js-libraries': { score: null },
    'valid-source-maps': { score: 0 },
  },
});

const networkError = (url: string) => ({
  source: 'network',
  description: 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED',
  sourceLocation: { url },
});

describe('unreachable third parties (best practices)', () => {
  it('names the hosts when every console error is a failed load from another origin', () => {
    const lhr = report([networkError('https://assets.calendly.com/assets/external/widget.js')]);
    expect(unreachableThirdParties(lhr)).toEqual(['assets.calendly.com']);
    // Lighthouse's own weighting gives 0.96 with the audit; 1.00 without it.
    expect(categoryScoreWithout(lhr, 'best-practices', [])).toBe(0.96);
    expect(categoryScoreWithout(lhr, 'best-practices', ['errors-in-console'])).toBe(1);
  });

  it("counts any error of the page's own, or any error that is not a failed load", () => {
    expect(
      unreachableThirdParties(
        report([
          networkError('https://assets.calendly.com/widget.js'),
          networkError('http://localhost:9000/app.js'),
        ]),
      ),
    ).toEqual([]);
    expect(
      unreachableThirdParties(
        report([{ source: 'exception', description: 'TypeError', sourceLocation: { url: '' } }]),
      ),
    ).toEqual([]);
    expect(unreachableThirdParties(report(null))).toEqual([]);
  });
});
