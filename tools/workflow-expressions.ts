// What a workflow's `run:` script may not expand (tools/lint-workflows.ts): `${{ }}` is pasted
// into the script before the shell reads it, so a value holding `"; curl … | sh` runs as code.
// Such values reach a script through `env:`, where the shell sees data (infra/docs/pipeline.md).

/** One expression a script expands, and why it may not. */
export interface ScriptExpansion {
  expression: string;
  rule: 'event-in-script' | 'output-in-script';
}

const EXPRESSION = /\$\{\{([\s\S]*?)\}\}/g;
/** `x['name']` is `x.name`; what is left of a string literal is emptied. */
const LITERAL_INDEX = /\[\s*'([\w-]+)'\s*\]/g;
const STRING = /'(?:[^']|'')*'/g;

// A context is a name that follows no dot (`matrix.needs` is not `needs`); GitHub reads names
// in any case.
/** The event's fields, whole or not (`toJSON(github.event)`), the head branch, or all of `github`. */
const EVENT = /(?<![\w.])github\b(?:\s*\.\s*(?:event|head_ref)\b|(?!\s*\.))/i;
/**
 * Outputs, which may hold any text a step wrote: a use of `needs` or `steps` other than a job's
 * result or a step's outcome or conclusion (GitHub's own words).
 */
const OUTPUTS =
  /(?<![\w.])(?:needs|steps)\b(?!\s*\.\s*[\w-]+\s*\.\s*(?:result|outcome|conclusion)\b)/i;
/**
 * Whether the expression expands to true or false: without && or || (which give an operand), a
 * comparison or a `!` outside every bracket (`format('{0}', x, a == b)` compares inside one).
 */
function onlyChecks(code: string): boolean {
  if (/&&|\|\|/.test(code)) return false;
  let depth = 0;
  for (const char of code) {
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && '=!<>'.includes(char)) return true;
  }
  return false;
}

/** The expressions `script` (a `run:` value) expands that it may not. */
export function scriptExpansions(script: string): ScriptExpansion[] {
  return [...script.matchAll(EXPRESSION)].flatMap(([expression, body]): ScriptExpansion[] => {
    const code = body!.replace(LITERAL_INDEX, '.$1').replace(STRING, "''");
    if (EVENT.test(code)) return [{ expression, rule: 'event-in-script' }];
    if (OUTPUTS.test(code) && !onlyChecks(code)) return [{ expression, rule: 'output-in-script' }];
    return [];
  });
}
