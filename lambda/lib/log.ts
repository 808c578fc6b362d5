// Structured logs: one JSON object per line, which CloudWatch Logs Insights can query by field.

export interface LogEntry {
  level: 'error' | 'warn' | 'info';
  event: string;
  [field: string]: unknown;
}

export interface Logger {
  log(entry: LogEntry): void;
}

/** Writes each entry as one line of JSON (errors to stderr, via console.error). */
export const jsonLogger: Logger = {
  log(entry) {
    const line = JSON.stringify(entry);
    if (entry.level === 'error') console.error(line);
    else if (entry.level === 'warn') console.warn(line);
    else console.log(line);
  },
};

/** A logger that drops everything (benchmarks). */
export const silentLogger: Logger = { log() {} };

/** The name and message of anything thrown, never its stack. */
export function describeError(error: unknown): { errorName: string; errorMessage: string } {
  if (error instanceof Error) return { errorName: error.name, errorMessage: error.message };
  return { errorName: typeof error, errorMessage: String(error) };
}
