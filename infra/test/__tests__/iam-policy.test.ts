// The policy evaluator the deploy access tests rely on (infra/test/iam-policy.ts): it must see
// what a loose trust policy would let in, or the tests that use it would prove nothing.
import { isAllowed, wildcardMatch, type IamRequest } from '../iam-policy';

const PROVIDER = 'arn:aws:iam::123456789012:oidc-provider/token.actions.githubusercontent.com';
const SUB = 'token.actions.githubusercontent.com:sub';

const request = (
  sub: string | undefined,
  action = 'sts:AssumeRoleWithWebIdentity',
): IamRequest => ({
  principal: { Federated: PROVIDER },
  action,
  context: sub === undefined ? {} : { [SUB]: sub },
});

const trust = (condition: Record<string, Record<string, unknown>>, extra: object = {}) => ({
  Statement: [
    {
      Effect: 'Allow',
      Principal: { Federated: PROVIDER },
      Action: 'sts:AssumeRoleWithWebIdentity',
      Condition: condition,
      ...extra,
    },
  ],
});

describe('isAllowed', () => {
  it('lets in only the subject StringEquals names', () => {
    const pinned = trust({ StringEquals: { [SUB]: 'repo:o/r:environment:production' } });
    expect(isAllowed(pinned, request('repo:o/r:environment:production'))).toBe(true);
    expect(isAllowed(pinned, request('repo:o/r:pull_request'))).toBe(false);
  });

  it('allows when any value of a key matches, and needs every key', () => {
    const document = trust({
      StringEquals: {
        [SUB]: ['repo:o/r:ref:refs/heads/main', 'repo:o/r:pull_request'],
        'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
      },
    });
    const withAudience = (sub: string): IamRequest => ({
      ...request(sub),
      context: { [SUB]: sub, 'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com' },
    });
    expect(isAllowed(document, withAudience('repo:o/r:pull_request'))).toBe(true);
    expect(isAllowed(document, request('repo:o/r:pull_request'))).toBe(false);
    expect(isAllowed(document, withAudience('repo:o/r:environment:x'))).toBe(false);
  });

  it('fails a missing key', () => {
    expect(isAllowed(trust({ StringEquals: { [SUB]: 'x' } }), request(undefined))).toBe(false);
  });

  it('reads condition keys case-insensitively and values case-sensitively', () => {
    const document = trust({ StringEquals: { [SUB.toUpperCase()]: 'repo:o/r:x' } });
    expect(isAllowed(document, request('repo:o/r:x'))).toBe(true);
    expect(isAllowed(document, request('repo:O/R:x'))).toBe(false);
  });

  it('matches actions with wildcards, the principal by value, and lets Deny win', () => {
    expect(isAllowed(trust({}, { Action: 'sts:*' }), request('s', 'sts:TagSession'))).toBe(true);
    expect(isAllowed(trust({}), request('s', 'sts:TagSession'))).toBe(false);
    expect(isAllowed(trust({}, { Principal: '*' }), request('s'))).toBe(true);
    expect(
      isAllowed(
        trust({}, { Principal: { Federated: 'arn:aws:iam::1:oidc-provider/x' } }),
        request('s'),
      ),
    ).toBe(false);
    const denied = trust({});
    denied.Statement.push({ ...denied.Statement[0]!, Effect: 'Deny' });
    expect(isAllowed(denied, request('s'))).toBe(false);
    expect(isAllowed({ Statement: [] }, request('s'))).toBe(false);
  });

  it('throws on what it cannot judge rather than answer, a looser operator included', () => {
    for (const operator of ['StringLike', 'StringNotEquals', 'StringEqualsIfExists']) {
      expect(() => isAllowed(trust({ [operator]: { [SUB]: 'x' } }), request('x'))).toThrow(
        /not supported/,
      );
    }
    expect(() =>
      isAllowed(trust({ 'ForAnyValue:StringLike': { [SUB]: 'x' } }), request('x')),
    ).toThrow(/not supported/);
    expect(() => isAllowed(trust({}, { NotAction: 'x' }), request('x'))).toThrow(/not supported/);
  });
});

describe('wildcardMatch', () => {
  it('treats * as any run, ? as one character and everything else literally', () => {
    expect(wildcardMatch('repo:o/r:*', 'repo:o/r:')).toBe(true);
    expect(wildcardMatch('repo:o/r:?', 'repo:o/r:ab')).toBe(false);
    expect(wildcardMatch('repo:o.r', 'repo:oxr')).toBe(false);
    expect(wildcardMatch('a*', 'a\nb')).toBe(true);
  });
});
