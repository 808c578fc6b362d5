import { percentile } from '../percentile';

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('takes the nearest rank: a time that was measured', () => {
    // Act and assess
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30], 99)).toBe(30);
  });

  it('gives the one value of a single measurement, and NaN for none', () => {
    // Act and assess
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});
