// Structured logs through Powertools Logger: one JSON object per line, with the request id and the
// cold start once given the Lambda context.
import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';

/** What the handlers use of the Logger, so tests can record lines and the bench drop them. */
export type Logger = Pick<PowertoolsLogger, 'info' | 'warn' | 'error' | 'addContext'>;

export const createLogger = (serviceName = 'bridge-city-fitness-forms'): Logger =>
  new PowertoolsLogger({ serviceName });

export const silentLogger: Logger = { info() {}, warn() {}, error() {}, addContext() {} };

/** The name and message of anything thrown, never its stack. */
export function describeError(error: unknown): { errorName: string; errorMessage: string } {
  if (error instanceof Error) return { errorName: error.name, errorMessage: error.message };
  return { errorName: typeof error, errorMessage: String(error) };
}
