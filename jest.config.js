// Jest, in two tiers (docs/development.md, "Tests"): unit, in process; integration
// (*.int.test.ts and infra/test/), whatever runs something real. A test needing a DOM says so
// with a `@jest-environment jsdom` docblock.
const BUILT = ['/public/', '/.cache/', '/infra/cdk.out/', '/.e2e-builds/'];
const IGNORED = ['/node_modules/', ...BUILT];

/** @type {import('jest').Config} */
const shared = {
  testEnvironment: 'node',
  // content/ is editors' data: no package.json or module there is ever Jest's.
  modulePathIgnorePatterns: ['/content/', ...BUILT].map((dir) => `<rootDir>${dir}`),
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
