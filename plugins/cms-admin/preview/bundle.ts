// Builds /admin/'s only script (preview/admin.tsx) with esbuild: the CMS's npm build, its assets
// and the preview's site components, with its fonts served beside it (fonts.ts).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { previewContent } from './content';
import { fontFiles, withLocalFonts } from '../fonts';
import { loadContent } from '../../../content-library';

export const ADMIN_SCRIPT = 'admin.js';

/** The CMS's npm build asks for its fonts and other files beside its code (import.meta.url). */
function copyCmsAssets(root: string, outdir: string) {
  const fromSite = createRequire(path.join(root, 'package.json'));
  const assets = path.join(path.dirname(fromSite.resolve('@sveltia/cms')), 'assets');
  const filter = (file: string) => !file.endsWith('.map');
  fs.cpSync(assets, path.join(outdir, 'assets'), { recursive: true, filter });
}

/** This folder, from the site's root: Gatsby runs gatsby-node compiled elsewhere (.cache/). */
const PREVIEW_DIR = path.join('plugins', 'cms-admin', 'preview');

/** admin.js and its files in `outdir`; `stylesheets` (the site's built ones) for the preview. */
export async function buildAdminScript(root: string, outdir: string, stylesheets: string[]) {
  const shim = path.join(root, PREVIEW_DIR, 'gatsby-shim.tsx');
  const content = previewContent({
    'page-text': loadContent('page-text'),
    site: loadContent('site'),
    membership: loadContent('membership'),
    links: loadContent('links'),
    schedule: loadContent('schedule'),
  });
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { admin: path.join(root, PREVIEW_DIR, 'admin.tsx') },
    bundle: true,
    // Modules, so the CMS's locales and React DOM load only when asked for.
    format: 'esm',
    splitting: true,
    outdir: outdir,
    // The CMS's code-highlighting languages and locales, hundreds of small files, apart; its
    // fonts are named from admin.js, beside assets/.
    chunkNames: 'chunks/[name]-[hash]',
    minify: true,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    logLevel: 'warning',
    alias: { gatsby: shim },
    define: {
      'process.env.NODE_ENV': '"production"',
      PREVIEW_CONTENT: JSON.stringify(content),
      SITE_STYLESHEETS: JSON.stringify(stylesheets),
    },
  });
  copyCmsAssets(root, outdir);
  // The live line's files (live-status.ts) go beside it, in the build and on `npm start`.
  fs.cpSync(path.join(root, 'plugins', 'cms-admin', 'live-status'), outdir, {
    recursive: true,
  });
  // Its stylesheet still names jsDelivr for the same fonts: those addresses too are this site's.
  const script = path.join(outdir, ADMIN_SCRIPT);
  fs.writeFileSync(script, withLocalFonts(fs.readFileSync(script, 'utf8')));
  fs.mkdirSync(path.join(outdir, 'fonts'), { recursive: true });
  for (const [name, file] of Object.entries(fontFiles(root))) {
    fs.copyFileSync(file, path.join(outdir, 'fonts', name));
  }
}
