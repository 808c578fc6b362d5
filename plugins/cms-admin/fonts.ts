// The CMS's fonts, served at /admin/fonts/ instead of jsDelivr: /admin/ holds an editor's GitHub
// token, so its font-src is 'self'. Same fontsource releases, pinned to the CMS's versions.
import { createRequire } from 'node:module';
import path from 'node:path';

export const FONTS_PATH = '/admin/fonts/';

/** Each font as Sveltia CMS 0.221.1's bundle asks for it, and its file in an npm package. */
export const CMS_FONTS = [
  {
    url: 'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
    pkg: '@fontsource-variable/source-sans-3',
    file: 'source-sans-3-latin-wght-normal.woff2',
  },
  {
    url: 'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2',
    pkg: '@fontsource/noto-mono',
    file: 'noto-mono-latin-400-normal.woff2',
  },
  {
    url: 'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    pkg: '@fontsource-variable/material-symbols-outlined',
    file: 'material-symbols-outlined-latin-wght-normal.woff2',
  },
] as const;

const FONT_HOST = /https:\/\/(cdn\.jsdelivr\.net\/fontsource|fonts\.(googleapis|gstatic)\.com)/;

/** Throws on a missing address or a remaining font host: a CMS upgrade updates CMS_FONTS. */
export function withLocalFonts(script: string): string {
  let out = script;
  for (const font of CMS_FONTS) {
    if (!out.includes(font.url)) {
      throw new Error(
        `the CMS bundle no longer loads ${font.url}: update plugins/cms-admin/fonts.ts`,
      );
    }
    out = out.split(font.url).join(`${FONTS_PATH}${font.file}`);
  }
  const left = FONT_HOST.exec(out);
  if (left)
    throw new Error(
      `the CMS bundle still loads fonts from ${left[0]}: see plugins/cms-admin/fonts.ts`,
    );
  return out;
}

export function fontFiles(root: string): Record<string, string> {
  const fromSite = createRequire(path.join(root, 'package.json'));
  return Object.fromEntries(
    CMS_FONTS.map(({ pkg, file }) => [
      file,
      path.join(path.dirname(fromSite.resolve(`${pkg}/package.json`)), 'files', file),
    ]),
  );
}
