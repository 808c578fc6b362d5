import { fillText } from '../fill-text';

describe('fillText', () => {
  it('fills every known placeholder, as often as it appears', () => {
    expect(
      fillText('{clubName} keeps it {days} days. {clubName}.', { clubName: 'BCF', days: 730 }),
    ).toBe('BCF keeps it 730 days. BCF.');
  });

  it('leaves an unknown placeholder as written, so the mistake shows', () => {
    expect(fillText('Hello {nobody}', { clubName: 'BCF' })).toBe('Hello {nobody}');
  });
});
