import { medianRow, verdicts, type Row } from '../targets';
import { row } from './row';

const missed = (floor: Row, rows: Row[]) =>
  Object.fromEntries(
    verdicts(floor, rows)
      .filter((v) => !v.met)
      .map((v) => [v.target.split(' (')[0], v.detail]),
  );

describe('the bench targets (ratios to the floor of the same run)', () => {
  const floor = row('floor');

  it('are all met up to each limit, and missed just past it, naming each route', () => {
    const edge = { performance: 0.97, tbtMs: 150, lcpMs: 1300, cls: 0.01, respondsMs: 1200 };
    expect(missed(floor, [row('/', { ...edge, bytes: 200 * 1024 }), row('/a/', edge)])).toEqual({});

    const over = { performance: 0.96, tbtMs: 151, lcpMs: 1301, cls: 0.011, respondsMs: 1201 };
    expect(missed(floor, [row('/a/', over), row('/b/', { ...over, bestPractices: 0.96 })])).toEqual(
      {
        'performance >= floor - 0.02': '/a/ 0.96, /b/ 0.96',
        'best practices = 1.00': '/b/ 0.96',
        'TBT <= 1.5x floor': '/a/ 151 ms, 1.51x, /b/ 151 ms, 1.51x',
        'LCP <= 1.3x floor': '/a/ 1301 ms, 1.30x, /b/ 1301 ms, 1.30x',
        'CLS <= 0.01': '/a/ 0.011, /b/ 0.011',
        'responds <= 1.2x floor': '/a/ 1201 ms, 1.20x, /b/ 1201 ms, 1.20x',
      },
    );
  });

  it('with a floor TBT of 0 ms, pass only 0 ms, naming the others in ms', () => {
    const quiet = row('floor', { tbtMs: 0 });
    expect(missed(quiet, [row('/', { tbtMs: 0 })])).toEqual({});
    expect(missed(quiet, [row('/promo/', { tbtMs: 2.61 })])).toEqual({
      'TBT <= 1.5x floor': '/promo/ 3 ms',
    });
  });

  it('hold the home page alone to 2x the floor’s bytes and no third-party byte', () => {
    const big = row('/big/', { bytes: 900 * 1024, thirdPartyBytes: 5 });
    expect(missed(floor, [row('/', { bytes: 201 * 1024, thirdPartyBytes: 10 }), big])).toEqual({
      'home bytes <= 2x floor': '/ 201 KiB, 2.01x',
      'home: no third-party byte before the visitor interacts': '/ 10 bytes',
    });
    expect(verdicts(floor, [big]).map((v) => v.target)).not.toContain('home bytes');
  });

  it('name a route not measured for responds as missing it', () => {
    expect(missed(floor, [row('/', { respondsMs: undefined })])).toEqual({
      'responds <= 1.2x floor': '/ not measured',
    });
  });
});

describe('medianRow', () => {
  it('takes each figure’s median on its own, and the most third-party bytes of any run', () => {
    const m = medianRow([
      row('/', { tbtMs: 300, respondsMs: 900, lcpMs: 900 }),
      row('/', { tbtMs: 100, respondsMs: 1100, lcpMs: 1100, thirdPartyBytes: 5 }),
      row('/', { tbtMs: 200, respondsMs: 1000, lcpMs: 1000 }),
      row('/', { tbtMs: 400, respondsMs: 1200, lcpMs: 1000 }),
    ]);
    expect(m).toMatchObject({ tbtMs: 250, respondsMs: 1050, lcpMs: 1000, thirdPartyBytes: 5 });
  });

  it('leaves the cpu TBT out when a run has none, rather than a median of fewer runs', () => {
    expect(medianRow([row('/', { cpuTbtMs: undefined }), row('/')])).not.toHaveProperty('cpuTbtMs');
  });
});
