import { withLocalFonts } from '../fonts';

describe('withLocalFonts', () => {
  const bundle = (fonts: string) => `a{}@font-face{src:url(${fonts})}`;

  it('refuses a bundle whose fonts changed, rather than let it load them from elsewhere', () => {
    expect(() =>
      withLocalFonts(bundle('https://cdn.jsdelivr.net/fontsource/fonts/new-font@6/latin.woff2')),
    ).toThrow(/no longer loads/);
  });
});
