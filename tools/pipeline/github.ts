// The few GitHub REST calls of the pipeline (the editors' issue, the save's status, the settings),
// with the token and API URL Actions gives a job; each request has a deadline, so an outage ends
// the step with a clear message instead of hanging it.

/** A request GitHub refused or did not answer in time. */
export class GitHubApiError extends Error {
  override name = 'GitHubApiError';
}

export type GitHubClient = <T>(method: string, path: string, body?: unknown) => Promise<T>;

export function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** A client for `/repos/$GITHUB_REPOSITORY/...`: `path` is the part after the repository. */
export function gitHubClientFromEnv(env = process.env): GitHubClient {
  const api = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/$/, '');
  const base = `${api}/repos/${required(env, 'GITHUB_REPOSITORY')}`;
  const token = required(env, 'GITHUB_TOKEN');
  const timeoutMs = Number(env.GITHUB_API_TIMEOUT_MS) || 15_000;
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
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
        (error as Error).name === 'TimeoutError'
          ? `no answer within ${timeoutMs / 1000} s`
          : String((error as Error).cause ?? error);
      throw new GitHubApiError(`${method} ${path}: ${reason}`);
    }
    if (!response.ok) {
      throw new GitHubApiError(
        `${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`,
      );
    }
    return (text ? JSON.parse(text) : undefined) as T;
  };
}
