// The house's order, checked in `npm run lint` (dependency-cruiser). Arrows point down: a floor
// imports the floors below it and its own room, never a floor above, never a sibling room.
//
//   5  e2e/, playwright*.config.ts          the browser tests: nothing imports them
//   4  tools/ | gatsby-config.ts            what developers run, with the local stand-ins |
//      (and __tests__/)                     the build's config; the repository's own tests
//   3  infra/                               the CDK app: it deploys what the floors below make
//   2  plugins/<each>, gatsby-node.ts       the build, a plugin beside each other one | the
//      | lambda/                            form handlers: siblings, none imports another
//   1  content-library/ | edge/             the content loader | what CloudFront runs; each
//                                           entered by its index.ts alone, as each plugin is
//   0  contracts/, fixtures/                what more than one side runs, frozen test content
//
//   gatsby-browser.tsx, gatsby-ssr.tsx ─> src/   the browser's code, beside the floors: only
//                                                Gatsby's entry points and the CMS preview import it
//
// Every side may import contracts/; contracts/ imports none of them, so a change there is a
// change to an agreement, and each side's tests check its own end of it. What two siblings both
// need moves down into contracts/, never sideways into the other's folder. Shipped code (lambda/,
// plugins/, infra/, src/) never imports the local stand-ins in tools/local/. A room's tests may
// reach further where a rule says so: they drive the other end of what the room does.
/** Our own top-level folders, for rules about where an import lands. */
const SIDES = '^(src|e2e|tools|infra|lambda|plugins|content-library|edge|fixtures|__tests__)/';
const TESTS = '(^|/)__tests__/';
/** Floor 4 of the order; tools/local/ has a rule of its own, so the floors below leave it out. */
const FLOOR_4 = '^(tools/|__tests__/|gatsby-config[.]ts$)';
const STAND_INS = '^tools/local/';
/** The build's code: the Gatsby plugins and gatsby-node.ts, which registers them. */
const BUILD = '^(plugins/|gatsby-node[.]ts$)';
/** The rooms entered by their index.ts alone: the libraries and each Gatsby plugin. */
const ROOMS = '(content-library|edge|plugins/[^/]+)';

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
      name: 'infra-sits-below-the-tools',
      comment:
        'infra/ (floor 3) deploys what the floors below make; the tools, the repository tests and ' +
        "gatsby-config.ts run it, so it imports none of them. infra's tests (infra/test/) are " +
        'held to it too: none needs a tool.',
      severity: 'error',
      from: { path: '^infra/' },
      to: { path: FLOOR_4, pathNot: STAND_INS },
    },
    {
      name: 'lambda-and-the-build-sit-below-infra',
      comment:
        'lambda/ and the build (floor 2) are what infra deploys and the tools drive: they import ' +
        "neither. lambda/'s tests may drive the other end: lambda/lib's time-budget test holds " +
        "the handler's budget against the function's timeout in infra/lib/form-function.ts.",
      severity: 'error',
      from: { path: `^lambda/|${BUILD}`, pathNot: TESTS },
      to: { path: `^infra/|${FLOOR_4}`, pathNot: STAND_INS },
    },
    {
      name: 'lambda-imports-no-build-code',
      comment:
        'lambda/ is bundled into the functions; the build (plugins/, gatsby-node.ts) is its ' +
        'sibling, and the content library, one floor down, reads content/ from disk, which a ' +
        'function does not have: the handlers import neither. What both need is in contracts/. ' +
        'Its tests are held to it too.',
      severity: 'error',
      from: { path: '^lambda/' },
      to: { path: `${BUILD}|^content-library/` },
    },
    {
      name: 'the-build-imports-no-handler',
      comment:
        "lambda/ is the build's sibling: a plugin or gatsby-node.ts that needs a handler's name or " +
        'rule takes it from contracts/. Its tests are held to it too.',
      severity: 'error',
      from: { path: BUILD },
      to: { path: '^lambda/' },
    },
    {
      name: 'content-library-sits-below-the-build',
      comment:
        'content-library/ (floor 1) is what the build, infra, the tools and e2e load content ' +
        'with: it imports only contracts/ (and its tests fixtures/), never a floor above nor edge/, ' +
        'its sibling.',
      severity: 'error',
      from: { path: '^content-library/' },
      to: { path: `${SIDES}|^gatsby-`, pathNot: '^(content-library|fixtures|src|e2e)/' },
    },
    {
      name: 'edge-imports-only-contracts',
      comment:
        'edge/ is what CloudFront runs (the viewer-request function, headers, CSP): infra deploys ' +
        'it, tools/serve runs it, the build writes its CSP into the pages. It imports only ' +
        'contracts/ (and packages), so the same code answers locally and at the edge. Its tests ' +
        'too: they check it against contracts/ alone.',
      severity: 'error',
      from: { path: '^edge/' },
      to: { path: `${SIDES}|^gatsby-`, pathNot: '^(edge|src|e2e)/' },
    },
    {
      name: 'fixtures-import-no-side',
      comment:
        'fixtures/ (floor 0, beside contracts/) is frozen content the tests load: it imports ' +
        'nothing of ours, so no test content changes when code does.',
      severity: 'error',
      from: { path: '^fixtures/' },
      to: { path: `${SIDES}|^contracts/|^gatsby-`, pathNot: '^(fixtures|src|e2e)/' },
    },
    {
      name: 'shipped-code-never-imports-the-stand-ins',
      comment:
        "tools/local/ stands in for AWS on a developer's machine (the API, SES, the lead table, " +
        'the captcha): what ships (lambda/, plugins/ and gatsby-node.ts, infra/, src/) never ' +
        'imports it, so a stand-in cannot reach production. Tests of lambda/ run against the ' +
        'stand-ins, so they may.',
      severity: 'error',
      from: { path: `^(lambda|infra|src)/|${BUILD}`, pathNot: TESTS },
      to: { path: STAND_INS },
    },
    {
      name: 'no-room-imports-its-sibling',
      comment:
        'Rooms on one floor never import each other: what both need moves a floor down. ' +
        "gatsby-config.ts is the build's config, beside the tools: `npm start` (tools/start.ts) " +
        'runs the local stand-ins and gives the development server their address, not their code.',
      severity: 'error',
      from: { path: '^(tools|gatsby-config[.]ts$)' },
      to: { path: '^(tools/|gatsby-config[.]ts$)', pathNot: '^$1' },
    },
    {
      name: 'no-room-imports-its-sibling',
      comment:
        "Each plugin is a room of the build, and so is the site's gatsby-node.ts: Gatsby runs each " +
        'by its name, and one that needs what another has takes it from a floor below.',
      severity: 'error',
      from: { path: '^(plugins/[^/]+/|gatsby-node[.]ts$)' },
      to: { path: '^(plugins/|gatsby-node[.]ts$)', pathNot: '^$1' },
    },
    {
      name: 'a-room-through-its-index',
      comment:
        'content-library/, edge/ and each plugins/<name>/ have one door: from outside, only ' +
        "the room's index.ts is imported, so what is behind it can change without an edit " +
        "elsewhere (Gatsby runs a plugin's gatsby-node.ts by the plugin's name). Other rooms' " +
        'tests go through the door too: what they need of a room is public, and a test pinned ' +
        'to a file behind it breaks when the room is rearranged. (Their test helpers, in the ' +
        "room's __tests__/, are the one thing other tests may share: the rule below.)",
      severity: 'error',
      // $1 is the importing file's room (a plugin, or a top-level folder or file).
      from: { path: '^(plugins/[^/]+|[^/]+)', pathNot: TESTS },
      to: {
        path: `^${ROOMS}/`,
        pathNot: `^($1/|${ROOMS}/index[.]ts$)`,
      },
    },
    {
      name: 'a-room-through-its-index',
      comment:
        "The same door for other rooms' tests, which may also use a room's test helpers (its " +
        "__tests__/ folder's files, such as edge/'s reading of a policy), never its code.",
      severity: 'error',
      from: { path: '^(plugins/[^/]+|[^/]+)/(|.*/)__tests__/' },
      to: {
        path: `^${ROOMS}/`,
        pathNot: `^($1/|${ROOMS}/index[.]ts$|${ROOMS}/__tests__/)`,
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
