// Jest, in two tiers. Tests live in __tests__/ beside the code; files that need a DOM say so
// with a `@jest-environment jsdom` docblock, everything else runs in Node.
// - unit (`npm run test:unit`): pure tests of our own code, in process: no server, emulator,
//   child process, bundler or CDK synth. Helpers: src/__tests__/support/.
// - integration (`npm run test:integration`): what runs something real: the CDK synths
//   (infra/test/, its one synth helper infra/test/synth.ts), the emulators (dynalite, SES:
//   lambda/lib/__tests__/emulators.ts), HTTP servers, esbuild, node and npm. Such a test is
//   named *.int.test.ts (or lives in infra/test/).
// `npm test` runs both, then the browser suites.

const IGNORED = ['/node_modules/', '/public/', '/.cache/', '/infra/cdk.out/', '/.e2e-builds/'];

/** @type {import('jest').Config} */
const shared = {
  testEnvironment: 'node',
  // content/ is editors' data: no package.json or module there is ever Jest's.
  modulePathIgnorePatterns: [
    '<rootDir>/content/',
    '<rootDir>/public/',
    '<rootDir>/.cache/',
    '<rootDir>/infra/cdk.out/',
    '<rootDir>/.e2e-builds/',
  ],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json', diagnostics: false }],
  },
  moduleNameMapper: {
    '\\.(css|scss)$': '<rootDir>/src/__tests__/support/style-mock.ts',
    '^gatsby$': '<rootDir>/src/__tests__/support/gatsby-mock.tsx',
    // jsdom tests would get yaml's ES-module browser build; the content loader needs Node's.
    '^yaml$': require.resolve('yaml'),
  },
  // What gatsby-node defines in the browser bundle; tests pass their own values where it matters.
  globals: { __SITE_CONFIG__: { analyticsId: '', recaptchaSiteKey: '', language: 'en-CA' } },
  setupFilesAfterEnv: ['<rootDir>/src/__tests__/support/setup-tests.ts'],
};

/** @type {import('jest').Config} */
module.exports = {
  // Jest's default is one worker per core but one, which on a 2-core machine runs every suite in
  // turn; the suites are CPU-bound (the CDK synths above all), so use every core.
  maxWorkers: '100%',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['**/__tests__/**/*.test.ts?(x)'],
      testPathIgnorePatterns: [...IGNORED, '\\.int\\.test\\.tsx?$', '/infra/test/'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['**/__tests__/**/*.int.test.ts?(x)', '<rootDir>/infra/test/**/*.test.ts'],
      testPathIgnorePatterns: IGNORED,
    },
  ],
};
