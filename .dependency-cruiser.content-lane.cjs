// The content lane installs `dependencies` alone (`npm ci --omit=dev`, for a faster save): checked
// by `npm run lint:imports`, nothing its steps run reaches a devDependency. Types and lazy imports
// are left out of the graph: neither loads a package when those steps run.
const { options } = require('./.dependency-cruiser.cjs');
const dev = Object.keys(require('./package.json').devDependencies).filter(
  (n) => !n.startsWith('@types/'),
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'the-content-lane-needs-no-dev-package',
      comment:
        'The content lane (the build, the content check, the guards and their server, the pipeline commands, the publisher) runs without devDependencies: move the package to dependencies.',
      severity: 'error',
      from: {
        path: '^(src|plugins|e2e/(visitor-view|content-guards))/|^gatsby-|^playwright[.]guards[.]config[.]ts$|^tools/(build|check-content|serve|pipeline/main|pipeline/publish/publish)[.]ts$',
        pathNot: '(^|/)__tests__/|[.]test[.]',
      },
      to: {
        path: `^node_modules/(${dev.map((n) => n.replace(/[.]/g, '[.]')).join('|')})/`,
        reachable: true,
      },
    },
  ],
  options: {
    ...options,
    exclude: { path: '(^|/)(public|\\.cache|cdk\\.out|\\.e2e-builds)/', dynamic: true },
    tsPreCompilationDeps: false,
  },
};
