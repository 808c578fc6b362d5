// A small evaluator of trust policies as synthesized (Principal, Action, StringEquals conditions),
// so tests ask "may this request assume the role?" of the template itself. It throws on anything
// else (NotPrincipal, NotAction, a looser operator), so a loosened policy never passes by mistake.

/** A request: who asks, for what, with which request context (condition keys). */
export interface IamRequest {
  /** Principal type and value, e.g. `{ Federated: { Ref: 'Provider' } }`. */
  readonly principal: Readonly<Record<string, unknown>>;
  readonly action: string;
  readonly context: Readonly<Record<string, string>>;
}

type Statement = Record<string, unknown>;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** IAM's wildcard match: `*` any run of characters (or none), `?` exactly one. */
export function wildcardMatch(pattern: string, value: string, ignoreCase = false): boolean {
  if (/\$\{/.test(pattern)) throw new Error(`policy variables are not supported: ${pattern}`);
  const source = pattern
    .split('')
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^$(){}|[\]\\/]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, ignoreCase ? 'si' : 's').test(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function principalMatches(statement: Statement, request: IamRequest): boolean {
  if ('NotPrincipal' in statement) throw new Error('NotPrincipal is not supported');
  const principal = statement.Principal;
  if (principal === undefined)
    throw new Error('a statement without Principal (not a trust policy)');
  if (principal === '*') return true;
  return Object.entries(request.principal).some(([type, value]) => {
    const given = (principal as Record<string, unknown>)[type];
    return given !== undefined && list(given).some((p) => p === '*' || same(p, value));
  });
}

function actionMatches(statement: Statement, action: string): boolean {
  if ('NotAction' in statement) throw new Error('NotAction is not supported');
  return list(statement.Action).some(
    (pattern) => typeof pattern === 'string' && wildcardMatch(pattern, action, true),
  );
}

/** StringEquals alone, what the roles' trust policies use: keys in any case, values exactly. */
function conditionsHold(statement: Statement, context: IamRequest['context']): boolean {
  const conditions = (statement.Condition ?? {}) as Record<string, Record<string, unknown>>;
  const lowerContext = new Map(Object.entries(context).map(([k, v]) => [k.toLowerCase(), v]));
  return Object.entries(conditions).every(([operator, keys]) => {
    if (operator !== 'StringEquals') {
      throw new Error(`condition operator ${operator} is not supported`);
    }
    return Object.entries(keys).every(([key, values]) => {
      const allowed = list(values).map((value) => {
        if (typeof value !== 'string') throw new Error(`condition ${key}: not a string value`);
        return value;
      });
      const given = lowerContext.get(key.toLowerCase());
      return given !== undefined && allowed.includes(given);
    });
  });
}

/** Whether `document` (a policy document as in the template) allows `request`. */
export function isAllowed(document: { Statement: unknown }, request: IamRequest): boolean {
  const statements = list(document.Statement) as Statement[];
  const matching = statements.filter(
    (statement) =>
      principalMatches(statement, request) &&
      actionMatches(statement, request.action) &&
      conditionsHold(statement, request.context),
  );
  if (matching.some((statement) => statement.Effect === 'Deny')) return false;
  return matching.some((statement) => statement.Effect === 'Allow');
}
