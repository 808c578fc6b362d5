// What the content checks report (validate.ts, rules.ts), by file, line, entry and field.

export type ContentProblem = {
  /** Path of the YAML file, relative to the project root. */
  file: string;
  line?: number;
  /** The record the problem is in, e.g. `trainer #3 (id 3, Jordan Whitecalf)`. */
  entry?: string;
  /** The field inside that record, e.g. `qualification[0].info`. */
  field?: string;
  message: string;
};

/** A step of the path to a value in a YAML document: a key or a list index. */
export type Segment = string | number;

/** Makes the problem a rule found at `segments` of the file being checked. */
export type Problem = (segments: Segment[], message: string) => ContentProblem;
