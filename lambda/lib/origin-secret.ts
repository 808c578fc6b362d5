// The origin secret: proof that a request came through CloudFront (and so through AWS WAF). The
// API's custom domain is public, so anyone could POST to it directly and skip the web ACL;
// CloudFront adds a header, X-Origin-Verify, whose value is a Secrets Manager secret, and the
// handler refuses a request without it. The secret is read through Powertools Parameters (kept
// SECRET_MAX_AGE_SECONDS) and compared in constant time. Without a configured secret (the local
// servers, which stand in for CloudFront) there is no check.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describeFailure, raceSignal } from './captcha';
import { ORIGIN_VERIFY_HEADER } from '../../contracts/origin-secret';
import { getHeader } from './http';
import { SECRET_MAX_AGE_SECONDS, sharedSecretLoader } from './secret-loader';

/**
 * `rejected`: the header is missing or wrong, so the request did not come through CloudFront
 * (403, nothing kept). `unverifiable`: the secret could not be read, so the request cannot be
 * told apart; that is our failure, and the lead is kept, flagged, like a bot check that could
 * not run.
 */
export type OriginSecretResult =
  | { verdict: 'passed' }
  | { verdict: 'rejected'; header: 'missing' | 'wrong' }
  | { verdict: 'unverifiable'; reason: string };

/** The secret could not be read from Secrets Manager. */
export class OriginSecretError extends Error {
  override name = 'OriginSecretError';
}

/** Where the secret comes from: a Powertools `SecretsProvider` fits. */
export interface SecretsSource {
  get(name: string, options: { maxAge: number }): Promise<unknown>;
}

/** Reads the secret `secretId` (its ARN) through `source`; see ./secret-loader. */
export function createOriginSecretLoader(
  source: SecretsSource,
  secretId: string,
  maxAge = SECRET_MAX_AGE_SECONDS,
): () => Promise<string> {
  return sharedSecretLoader(
    () => source.get(secretId, { maxAge }),
    (detail, cause) =>
      new OriginSecretError(`Could not read the origin secret ${secretId}: ${detail}`, { cause }),
  );
}

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
  let secret: string;
  try {
    secret = await raceSignal(loadSecret(), signal);
  } catch (error) {
    return { verdict: 'unverifiable', reason: `origin secret: ${describeFailure(error, signal)}` };
  }
  const sent = getHeader(event, ORIGIN_VERIFY_HEADER);
  if (sent === undefined) return { verdict: 'rejected', header: 'missing' };
  return sameSecret(sent, secret)
    ? { verdict: 'passed' }
    : { verdict: 'rejected', header: 'wrong' };
}
