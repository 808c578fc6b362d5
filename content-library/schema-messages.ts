// Ajv's error as the problem at its field, in an editor's words ("is empty; it needs text"), with
// the field's description from the schema where a pattern alone would not explain it.
import type { ErrorObject } from 'ajv';
import { LINE_BREAK } from '../contracts/one-line';
import { pointerToSegments } from './locate';
import type { ContentProblem, Segment } from './problems';

/** The problem Ajv's `error` is, made by `problem` at the field it names. */
export function toProblem(
  error: ErrorObject,
  problem: (segments: Segment[], message: string) => ContentProblem,
): ContentProblem {
  const segments = pointerToSegments(error.instancePath);
  const hint = (error.parentSchema as { description?: string } | undefined)?.description;
  switch (error.keyword) {
    case 'required':
      return problem(
        [...segments, String(error.params.missingProperty)],
        'is missing; add it (it is required)',
      );
    case 'additionalProperties': {
      const name = String(error.params.additionalProperty);
      // A field that moved out of content says where it lives now (site.schema.json's notContent).
      const moved = (error.parentSchema as { notContent?: Record<string, string> } | undefined)
        ?.notContent?.[name];
      return problem(
        [...segments, name],
        moved ?? 'is not a field this file knows; check the spelling',
      );
    }
    case 'minLength':
    case 'pattern':
      if (typeof error.data === 'string' && error.data.trim() === '') {
        return problem(segments, 'is empty; it needs text');
      }
      // A one-line field (common.schema.json's `line`) with a break.
      if (typeof error.data === 'string' && LINE_BREAK.test(error.data)) {
        return problem(segments, 'has a line break; write it on one line');
      }
      return problem(
        segments,
        hint ? `is not valid: ${hint}` : `must match ${error.params.pattern}`,
      );
    case 'type':
      return problem(segments, `must be ${article(String(error.params.type))}`);
    case 'enum':
      return problem(
        segments,
        `must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}`,
      );
    case 'const':
      return problem(segments, `must be ${JSON.stringify(error.params.allowedValue)}`);
    case 'minimum':
      return problem(
        segments,
        `is ${String(error.data)}; it must be ${String(error.params.limit)} or more`,
      );
    case 'multipleOf':
      return problem(
        segments,
        error.params.multipleOf === 0.01
          ? `is ${String(error.data)}; write dollars and cents, at most two decimals (e.g. 49.99)`
          : `must be a multiple of ${String(error.params.multipleOf)}`,
      );
    case 'false schema':
      // A field that only one choice of another uses (a pack's visits on a monthly plan).
      return problem(segments, 'does not apply here; remove it');
    case 'markdown':
    case 'uniqueKey':
    case 'relation':
    case 'exists':
      return problem(segments, error.message!);
    default:
      return problem(segments, `${error.message ?? 'is not valid'}${hint ? ` (${hint})` : ''}`);
  }
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
