// The pipeline's GitHub REST calls, with the token and API URL Actions gives a job. Each has a
// deadline, the body's included, so an outage ends the step with a clear message, never a hang.

export type GitHubClient = <T>(method: string, path: string, body?: unknown) => Promise<T>;

export function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** A client for `/repos/$GITHUB_REPOSITORY/...`: `path` is the part after the repository. */
export function gitHubClientFromEnv(env = process.env): GitHubClient {
  const api = env.GITHUB_API_URL || 'https://api.github.com';
  const base = `${api}/repos/${required(env, 'GITHUB_REPOSITORY')}`;
  const timeoutMs = Number(env.GITHUB_API_TIMEOUT_MS) || 15_000;
  const headers = {
    Accept: 'application/vnd.github+json',
    Authorization: `Bearer ${required(env, 'GITHUB_TOKEN')}`,
    'X-GitHub-Api-Version': '2022-11-28',
  };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const { response, text } = await fetch(`${base}${path}`, {
      method,
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(async (response) => ({ response, text: await response.text() }))
      .catch((error: Error) => {
        const timedOut = error.name === 'TimeoutError';
        const reason = timedOut ? `no answer within ${timeoutMs / 1000} s` : (error.cause ?? error);
        throw new Error(`${method} ${path}: ${String(reason)}`);
      });
    if (!response.ok) {
      const answer = `answered ${response.status}: ${text.slice(0, 200)}`;
      throw new Error(`${method} ${path} ${answer}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  };
}
