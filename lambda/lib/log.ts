// Structured logs through Powertools Logger: one JSON object per line, which CloudWatch Logs
// Insights can query by field. Given the Lambda context, every line also carries the request id
// and whether this was a cold start. The handlers see only this small interface, so tests can
// record the entries and the bench can drop them.
import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';

export interface LogEntry {
  level: 'error' | 'warn' | 'info';
  /** What happened, in snake_case: the line's `message`. */
  event: string;
  [field: string]: unknown;
}

export interface Logger {
  log(entry: LogEntry): void;
  /** Stamps the lines that follow with this invocation's request id and cold start. */
  addContext(context: Context): void;
}

export const SERVICE_NAME = 'bridge-city-fitness-forms';

/** The logger of the deployed functions and the local server. */
export function createLogger(
  powertools = new PowertoolsLogger({ serviceName: SERVICE_NAME }),
): Logger {
  return {
    log({ level, event, ...fields }) {
      powertools[level](event, fields);
    },
    addContext(context) {
      powertools.addContext(context);
    },
  };
}

/** A logger that drops everything (benchmarks). */
export const silentLogger: Logger = { log() {}, addContext() {} };

/** The name and message of anything thrown, never its stack. */
export function describeError(error: unknown): { errorName: string; errorMessage: string } {
  if (error instanceof Error) return { errorName: error.name, errorMessage: error.message };
  return { errorName: typeof error, errorMessage: String(error) };
}
