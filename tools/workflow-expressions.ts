// What a `run:` script of a workflow may not expand (tools/lint-workflows.ts): a `${{ }}`
// expression is pasted into the script's text before the shell reads it, so a value that holds
// `"; curl … | sh` runs as code. Such values reach a script through `env:` instead, where the
// shell sees data. Refused in a script:
// - the event's fields and the head branch, trusted or not: `github.event.*`, the whole event
//   (`toJSON(github.event)`), `github.event['x']`, `github.head_ref`, and the whole `github`
//   context, which holds them;
// - another job's or step's outputs (`needs.<job>.outputs.*`, `steps.<step>.outputs.*`, or the
//   whole `needs` or `steps`), which may carry a file name or any text a step wrote, unless the
//   expression only checks them: a comparison or a `!`, which expands to true or false.
// A job's result and a step's outcome or conclusion are GitHub's own words and stay allowed.

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
/** The event, the head branch, or the whole github context (which holds them). */
const EVENT = /(?<![\w.])github\b(?:\s*\.\s*(?:event|head_ref)\b|(?!\s*\.))/i;
/** A use of `needs` or `steps` other than a job's result or a step's outcome or conclusion. */
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
