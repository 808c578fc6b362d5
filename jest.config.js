// Jest: unit tests live in __tests__/ beside the code. Files that need a DOM say so with
// a `@jest-environment jsdom` docblock; everything else runs in Node.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Jest's default is one worker per core but one, which on a 2-core machine runs every suite in
  // turn; the suites are CPU-bound (the CDK synths above all), so use every core.
  maxWorkers: '100%',
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '/public/',
    '/.cache/',
    '/infra/cdk.out/',
    '/.e2e-builds/',
  ],
  modulePathIgnorePatterns: [
    '<rootDir>/public/',
    '<rootDir>/.cache/',
    '<rootDir>/infra/cdk.out/',
    '<rootDir>/.e2e-builds/',
  ],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json', diagnostics: false }],
  },
  moduleNameMapper: {
    '\\.(css|scss)$': '<rootDir>/src/test-utils/style-mock.ts',
    '^gatsby$': '<rootDir>/src/test-utils/gatsby-mock.tsx',
    '^gatsby-plugin-image$': '<rootDir>/src/test-utils/gatsby-plugin-image-mock.tsx',
    // jsdom tests would get yaml's ES-module browser build; the content loader needs Node's.
    '^yaml$': require.resolve('yaml'),
  },
  // What gatsby-node defines in the browser bundle; tests pass their own values where it matters.
  globals: { __SITE_CONFIG__: { analyticsId: '', recaptchaSiteKey: '', language: 'en-CA' } },
  setupFilesAfterEnv: ['<rootDir>/src/test-utils/setup-tests.ts'],
};
