import { chooseFault, describeFaults, isSend, parseSesFaults } from '../ses-faults';
import { localBackendSettings } from '../local-backend';

describe('chooseFault', () => {
  const faults = { delayMs: 0, errorShare: 0.2, timeoutShare: 0.1 };

  it.each([
    [0, 'error'],
    [0.1999, 'error'],
    [0.2, 'timeout'],
    [0.2999, 'timeout'],
    [0.31, 'pass'],
    [0.9999, 'pass'],
  ])('a draw of %p is %p', (draw, outcome) => {
    // Act and assess
    expect(chooseFault(draw, faults)).toBe(outcome);
  });

  it('never fails a send when both shares are 0', () => {
    // Act and assess
    expect(chooseFault(0, { delayMs: 100, errorShare: 0, timeoutShare: 0 })).toBe('pass');
  });
});

describe('parseSesFaults', () => {
  it('is off when unset or empty', () => {
    // Act and assess
    expect(parseSesFaults(undefined)).toBeUndefined();
    expect(parseSesFaults('  ')).toBeUndefined();
  });

  it('reads the three parts, each optional', () => {
    // Act and assess
    expect(parseSesFaults('delay=300, error=0.2,timeout=0.05')).toEqual({
      delayMs: 300,
      errorShare: 0.2,
      timeoutShare: 0.05,
    });
    expect(parseSesFaults('error=1')).toEqual({ delayMs: 0, errorShare: 1, timeoutShare: 0 });
  });

  it.each([
    ['delay=abc', /delay=MS/],
    ['slow=3', /delay=MS/],
    ['delay=1=2', /delay=MS/],
    ['delay=', /delay=MS/],
    ['delay=-1', /whole milliseconds/],
    ['delay=2.5', /whole milliseconds/],
    ['delay=30001', /whole milliseconds/],
    ['error=1.5', /from 0 to 1/],
    ['timeout=-0.1', /from 0 to 1/],
    ['error=0.6,timeout=0.5', /add up past 1/],
  ])('refuses %p, naming the variable', (value, why) => {
    // Act and assess
    expect(() => parseSesFaults(value)).toThrow(/^SES_FAULTS must be like/);
    expect(() => parseSesFaults(value)).toThrow(why);
  });
});

describe('isSend', () => {
  it('faults the SES calls (POST) but not the mailbox or its clearing', () => {
    // Act and assess
    expect(isSend('POST', '/')).toBe(true);
    expect(isSend('POST', '/v2/email/outbound-emails')).toBe(true);
    expect(isSend('POST', '/clear-store')).toBe(false);
    expect(isSend('GET', '/store')).toBe(false);
    expect(isSend('GET', '/')).toBe(false);
  });
});

describe('the local servers’ settings', () => {
  it('leave the SES stand-in as it was without SES_FAULTS', () => {
    // Act and assess
    expect(localBackendSettings({}).sesFaults).toBeUndefined();
  });

  it('read SES_FAULTS, and refuse it beside SES_ENDPOINT, which it cannot slow', () => {
    // Act and assess
    expect(localBackendSettings({ SES_FAULTS: 'delay=10' }).sesFaults).toMatchObject({
      delayMs: 10,
    });
    expect(() =>
      localBackendSettings({ SES_FAULTS: 'error=0.5', SES_ENDPOINT: 'http://127.0.0.1:1' }),
    ).toThrow(/unset SES_ENDPOINT/);
  });

  it('say what the fault mode does on the console', () => {
    // Act and assess
    expect(describeFaults({ delayMs: 250, errorShare: 0.2, timeoutShare: 0.05 })).toBe(
      'SES faults (SES_FAULTS): every send waits 250 ms; 20 % answered 503, 5 % never answered',
    );
  });
});
