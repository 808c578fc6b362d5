// The few GitHub REST calls the deploy pipeline makes (its deployments, the editors' issue),
// with the token and base URL Actions gives a job. Every request has a deadline, so an outage of
// GitHub's API ends the step with a clear message instead of hanging it until the job's timeout.

/** A request GitHub refused or did not answer in time. */
export class GitHubApiError extends Error {
  override name = 'GitHubApiError';
}

export interface GitHubClientOptions {
  /** GITHUB_API_URL in Actions: https://api.github.com, or a stand-in in the tests. */
  apiUrl: string;
  /** OWNER/REPO (GITHUB_REPOSITORY). */
  repository: string;
  token: string;
  /** Time one request may take. @default 15 s */
  timeoutMs?: number;
}

export type GitHubClient = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/**
 * A client for `/repos/OWNER/REPO/...`: `path` is the part after the repository. Answers other
 * than 2xx, and requests that outlast the deadline, throw a GitHubApiError naming the call.
 */
export function gitHubClient({
  apiUrl,
  repository,
  token,
  timeoutMs = 15_000,
}: GitHubClientOptions): GitHubClient {
  const base = `${apiUrl.replace(/\/$/, '')}/repos/${repository}`;
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const call = `${method} ${path}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          Accept: 'application/vnd.github+json',
          Authorization: `Bearer ${token}`,
          'X-GitHub-Api-Version': '2022-11-28',
          'User-Agent': 'bridge-city-fitness-pipeline',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The deadline covers the body too: a server may send its headers and then stall.
      text = await response.text();
    } catch (error) {
      const reason =
        error instanceof DOMException && error.name === 'TimeoutError'
          ? `no answer within ${timeoutMs / 1000} s`
          : String((error as Error).cause ?? error);
      throw new GitHubApiError(`${call}: ${reason}`);
    }
    if (!response.ok) {
      throw new GitHubApiError(`${call} answered ${response.status}: ${text.slice(0, 200)}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

/** The client for this job, from the variables Actions sets (and GITHUB_TOKEN from `env:`). */
export function gitHubClientFromEnv(env = process.env): GitHubClient {
  const need = (name: string) => {
    const value = env[name];
    if (!value) throw new GitHubApiError(`${name} is not set`);
    return value;
  };
  const timeout = Number(env.GITHUB_API_TIMEOUT_MS);
  return gitHubClient({
    apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
    repository: need('GITHUB_REPOSITORY'),
    token: need('GITHUB_TOKEN'),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : undefined,
  });
}
