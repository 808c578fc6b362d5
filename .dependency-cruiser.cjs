// The house's order, checked in `npm run lint` (dependency-cruiser). Arrows point down:
//
//   gatsby-browser.tsx, gatsby-ssr.tsx ─> src/        the browser's code (pages, components)
//   e2e/ (with playwright*.config.ts)                  the browser tests: nothing imports them
//   tools/, infra/, lambda/, plugins/, gatsby-*.ts     the sides that run in Node
//   content-library/, edge/                            libraries the Node sides share, each
//                                                      entered by its index.ts alone
//   fixtures/                                          frozen content for the tests
//   contracts/                                         what more than one side runs
//
// Every side may import contracts/; contracts/ imports none of them, so a change there is a
// change to an agreement, and each side's tests check its own end of it. What two sides need
// moves down into contracts/, never sideways into another side's folder.
/** Our own top-level folders, for rules about where an import lands. */
const SIDES = '^(src|e2e|tools|infra|lambda|plugins|content-library|fixtures|__tests__)/';
const TESTS = '(^|/)(__tests__|test-utils)/';
/** The rooms entered by their index.ts alone: the libraries and each Gatsby plugin. */
const ROOMS = '(content-library|edge|plugins/[^/]+)';
/** The clock's files, imported where they are until they move out of the plugin to their room. */
const CLOCK_IN_PLUGIN = '^plugins/content-source/(today|tour-calendar|zone-offsets-table)[.]ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'src-is-the-browsers',
      comment:
        "src/ is the browser's code. Only Gatsby's entry points into it (gatsby-browser.tsx, " +
        "gatsby-ssr.tsx) and /admin/'s preview pane (plugins/cms-admin/preview/, which renders " +
        "the site's components in the CMS) import it. Code another side needs belongs in " +
        'contracts/.',
      severity: 'error',
      from: {
        pathNot: '^(src/|gatsby-browser\\.tsx$|gatsby-ssr\\.tsx$|plugins/cms-admin/preview/)',
      },
      to: { path: '^src/' },
    },
    {
      name: 'nothing-imports-e2e',
      comment:
        'e2e/ holds the browser tests and their helpers, run by the playwright*.config.ts beside ' +
        'it. Nothing else imports them: what a test and the code both need belongs in contracts/.',
      severity: 'error',
      from: { pathNot: '^(e2e/|playwright[.a-z]*[.]config[.]ts$)' },
      to: { path: '^e2e/' },
    },
    {
      name: 'contracts-import-no-side',
      comment:
        'contracts/ is what every side shares, so it imports none of them (only itself and ' +
        'packages). A contract that needs a side has the arrow the wrong way round.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { path: `${SIDES}|^gatsby-` },
    },
    {
      name: 'the-browser-needs-no-build-code',
      comment:
        "The browser's code imports only src/ and contracts/. Its tests may also read content " +
        '(fixtures/, the loader in content-library/).',
      severity: 'error',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: SIDES, pathNot: '^src/' },
    },
    {
      name: 'handlers-ship-alone',
      comment:
        'lambda/ is bundled into the functions: it imports no deploy, build or tool code. Its ' +
        'tests may drive the other ends (the CDK settings, the local server).',
      severity: 'error',
      from: { path: '^lambda/', pathNot: TESTS },
      to: { path: '^(infra|tools|plugins|content-library)/' },
    },
    {
      name: 'plugins-build-only',
      comment: 'plugins/ runs inside the Gatsby build: it imports no deploy, handler or tool code.',
      severity: 'error',
      from: { path: '^plugins/', pathNot: TESTS },
      to: { path: '^(infra|lambda|tools)/' },
    },
    {
      name: 'a-room-through-its-index',
      comment:
        'content-library/, edge/ and each plugins/<name>/ have one door: from outside, only ' +
        "the room's index.ts is imported, so what is behind it can change without an edit " +
        "elsewhere (Gatsby runs a plugin's gatsby-node.ts by the plugin's name). Other rooms' " +
        'tests go through the door too: what they need of a room is public, and a test pinned ' +
        'to a file behind it breaks when the room is rearranged.',
      severity: 'error',
      // $1 is the importing file's room (a plugin, or a top-level folder or file).
      from: { path: '^(plugins/[^/]+|[^/]+)', pathNot: CLOCK_IN_PLUGIN },
      to: {
        path: `^${ROOMS}/`,
        pathNot: `^($1/|${ROOMS}/index[.]ts$)|${CLOCK_IN_PLUGIN}`,
      },
    },
    {
      name: 'no-circular',
      comment:
        'Two modules that import each other (directly or round a longer loop) cannot be read, ' +
        'tested or moved one at a time: split out what both need.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|public|\\.cache|cdk\\.out|\\.e2e-builds)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: they tie two modules together just the same.
    tsPreCompilationDeps: true,
    moduleSystems: ['es6', 'cjs'],
  },
};
