// The house's order, checked by `npm run lint:imports`: ARCHITECTURE.md ("The arrows") draws the
// floors; a floor imports only the floors below it, never a sibling room. Each rule's comment is
// what dependency-cruiser prints when it refuses an import.
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
  // Every rule refuses: none is a warning to be read past.
  forbidden: [
    {
      name: 'src-is-the-browsers',
      comment:
        "src/ is the browser's code: only gatsby-browser.tsx, gatsby-ssr.tsx and the CMS preview import it; shared code belongs in contracts/.",
      from: {
        pathNot: '^(src/|gatsby-browser\\.tsx$|gatsby-ssr\\.tsx$|plugins/cms-admin/preview/)',
      },
      to: { path: '^src/' },
    },
    {
      name: 'nothing-imports-e2e',
      comment:
        'e2e/ is run by playwright*.config.ts alone; what a test and the code share belongs in contracts/.',
      from: { pathNot: '^(e2e/|playwright[.a-z]*[.]config[.]ts$)' },
      to: { path: '^e2e/' },
    },
    {
      name: 'contracts-import-no-side',
      comment: 'contracts/ is what every side shares, so it imports none of them.',
      from: { path: '^contracts/' },
      to: { path: `${SIDES}|^gatsby-` },
    },
    {
      name: 'the-browser-needs-no-build-code',
      comment:
        "The browser's code imports only src/ and contracts/ (its tests may read content), and the content's types, which ship no code.",
      from: { path: '^src/', pathNot: TESTS },
      to: { path: SIDES, pathNot: '^(src/|content-library/index[.]ts$)' },
    },
    {
      name: 'the-browser-needs-no-build-code',
      comment: "From content-library/, the browser's code imports its types (Content) alone.",
      from: { path: '^src/', pathNot: TESTS },
      to: { path: '^content-library/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'infra-sits-below-the-tools',
      comment:
        'infra/ (floor 3), its tests too, imports no tool, repository test or gatsby-config.ts.',
      from: { path: '^infra/' },
      to: { path: FLOOR_4, pathNot: STAND_INS },
    },
    {
      name: 'lambda-and-the-build-sit-below-infra',
      comment:
        "lambda/ and the build (floor 2) import neither infra nor the tools; lambda/'s tests may (the time budget against the function's timeout).",
      from: { path: `^lambda/|${BUILD}`, pathNot: TESTS },
      to: { path: `^infra/|${FLOOR_4}`, pathNot: STAND_INS },
    },
    {
      name: 'lambda-imports-no-build-code',
      comment:
        'lambda/, its tests too, imports neither the build nor the content library (a function has no content/): use contracts/.',
      from: { path: '^lambda/' },
      to: { path: `${BUILD}|^content-library/` },
    },
    {
      name: 'the-build-imports-no-handler',
      comment: "lambda/ is the build's sibling: what both need comes from contracts/.",
      from: { path: BUILD },
      to: { path: '^lambda/' },
    },
    {
      name: 'content-library-sits-below-the-build',
      comment: 'content-library/ (floor 1) imports only contracts/ (its tests also fixtures/).',
      from: { path: '^content-library/' },
      to: { path: `${SIDES}|^gatsby-`, pathNot: '^(content-library|fixtures|src|e2e)/' },
    },
    {
      name: 'edge-imports-only-contracts',
      comment: 'edge/ imports only contracts/, so the same code answers locally and at the edge.',
      from: { path: '^edge/' },
      to: { path: `${SIDES}|^gatsby-`, pathNot: '^(edge|src|e2e)/' },
    },
    {
      name: 'fixtures-import-no-side',
      comment: 'fixtures/ imports nothing of ours, so no test content changes when code does.',
      from: { path: '^fixtures/' },
      to: { path: `${SIDES}|^contracts/|^gatsby-`, pathNot: '^(fixtures|src|e2e)/' },
    },
    {
      name: 'shipped-code-never-imports-the-stand-ins',
      comment:
        "What ships never imports tools/local/, so a stand-in cannot reach production (lambda/'s tests run against them).",
      from: { path: `^(lambda|infra|src)/|${BUILD}`, pathNot: TESTS },
      to: { path: STAND_INS },
    },
    {
      name: 'no-room-imports-its-sibling',
      comment:
        "Rooms on one floor never import each other; gatsby-config.ts gets the stand-ins' address from `npm start`, not their code.",
      from: { path: '^(tools|gatsby-config[.]ts$)' },
      to: { path: '^(tools/|gatsby-config[.]ts$)', pathNot: '^$1' },
    },
    {
      name: 'no-room-imports-its-sibling',
      comment:
        'Each plugin, and gatsby-node.ts, is a room of the build: what one needs of another comes from a floor below.',
      from: { path: '^(plugins/[^/]+/|gatsby-node[.]ts$)' },
      to: { path: '^(plugins/|gatsby-node[.]ts$)', pathNot: '^$1' },
    },
    {
      name: 'a-room-through-its-index',
      comment:
        'content-library/, edge/ and each plugin are imported through their index.ts alone, so what is behind it can change unnoticed.',
      // $1: the importing file's room.
      from: { path: '^(plugins/[^/]+|[^/]+)', pathNot: TESTS },
      to: {
        path: `^${ROOMS}/`,
        pathNot: `^($1/|${ROOMS}/index[.]ts$)`,
      },
    },
    {
      name: 'a-room-through-its-index',
      comment:
        "Other rooms' tests use the same door, and may share a room's __tests__/ helpers, never its code.",
      from: { path: '^(plugins/[^/]+|[^/]+)/(|.*/)__tests__/' },
      to: {
        path: `^${ROOMS}/`,
        pathNot: `^($1/|${ROOMS}/index[.]ts$|${ROOMS}/__tests__/)`,
      },
    },
    {
      name: 'no-circular',
      comment: 'Modules that import each other cannot be read, tested or moved one at a time.',
      from: {},
      to: { circular: true },
    },
  ].map((rule) => ({ severity: 'error', ...rule })),
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|public|\\.cache|cdk\\.out|\\.e2e-builds)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: they tie two modules together just the same.
    tsPreCompilationDeps: true,
    moduleSystems: ['es6', 'cjs'],
  },
};
