// Proof that a request came through CloudFront, and so its web ACL: the API's own domain is
// public, so CloudFront adds X-Origin-Verify with a secret, compared here in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER } from '../../contracts/origin-secret';
import { getHeader } from './http';
import { within } from './time-budget';

/** `rejected`: not through CloudFront, 403. `unverifiable`: our failure, so the lead is kept. */
export type OriginSecretResult =
  | { verdict: 'passed' }
  | { verdict: 'rejected'; header: 'missing' | 'wrong' }
  | { verdict: 'unverifiable'; reason: string };

/** Equal in constant time: both sides are hashed first, so their lengths do not show either. */
export function sameSecret(sent: string, secret: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(sent), digest(secret));
}

/** Checks the request's X-Origin-Verify against the secret, by the time `signal` aborts. */
export async function checkOriginSecret(
  event: APIGatewayProxyEventV2,
  loadSecret: () => Promise<string>,
  signal: AbortSignal,
): Promise<OriginSecretResult> {
  const secret = await within(loadSecret(), signal);
  if (!secret.ok) return { verdict: 'unverifiable', reason: `origin secret: ${secret.failure}` };
  const sent = getHeader(event, ORIGIN_VERIFY_HEADER);
  if (sent === undefined) return { verdict: 'rejected', header: 'missing' };
  return sameSecret(sent, secret.value)
    ? { verdict: 'passed' }
    : { verdict: 'rejected', header: 'wrong' };
}
