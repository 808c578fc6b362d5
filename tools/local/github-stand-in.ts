// A stand-in for the parts of GitHub's REST API the pipeline calls (deployments, workflow runs and
// their reviews, commit statuses, issues), on a random loopback port: it records every request and
// answers as GitHub does, or when told with a 500 or not at all.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = { method: string; path: string; body: unknown };
export type StandInIssue = {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  comments: string[];
};
/** A deployment and its latest status; `creator` made it (a job's: github-actions[bot]). */
export type StandInDeployment = {
  sha: string;
  state: string;
  environment?: string;
  creator?: string;
};
export type StandInRun = {
  id: number;
  head_sha: string;
  head_branch: string;
  path: string;
  /** The review log: environments a reviewer approved or rejected. */
  approvals: { state: 'approved' | 'rejected'; environments: string[] }[];
};
export type StandInStatus = {
  sha: string;
  state: string;
  context: string;
  description: string;
  target_url?: string;
};

export class GitHubStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly issues: StandInIssue[] = [];
  /** Newest first, as GitHub lists them. */
  deployments: StandInDeployment[] = [];
  runs: StandInRun[] = [];
  readonly statuses: StandInStatus[] = [];
  /** 'down' answers 500; 'hang' never answers. */
  mode: 'up' | 'down' | 'hang' = 'up';
  private server?: Server;

  constructor(readonly repository = 'club/site') {}

  /** Starts it; returns the base URL to put in GITHUB_API_URL. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    // Unanswered requests ('hang') too.
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** Routes of other parts of the API (github-settings-stand-in.ts); undefined: not theirs. */
  protected route(
    _method: string,
    _path: string,
    _body: Record<string, unknown>,
  ): { status: number; body: unknown } | undefined {
    return undefined;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const parsed = text ? (JSON.parse(text) as Record<string, string>) : undefined;
    this.requests.push({ method: req.method ?? '', path: url.pathname + url.search, body: parsed });
    if (this.mode === 'hang') return;
    if (this.mode === 'down') return send(500, { message: 'Server Error' });
    if (req.headers.authorization !== 'Bearer test-token') {
      return send(401, { message: 'Bad credentials' });
    }
    const body = parsed ?? {};
    const other = this.route(req.method ?? '', url.pathname, body);
    if (other) return send(other.status, other.body);
    const prefix = `/repos/${this.repository}`;
    if (!url.pathname.startsWith(prefix)) return send(404, { message: 'Not Found' });
    const route = `${req.method} ${url.pathname.slice(prefix.length)}`;
    let match: RegExpExecArray | null;
    if (route === 'GET /deployments') {
      const environment = url.searchParams.get('environment');
      return send(
        200,
        this.deployments
          .map((d, i) => ({
            id: i + 1,
            sha: d.sha,
            environment: d.environment ?? 'production',
            creator: { login: d.creator ?? 'editor' },
          }))
          .filter((d) => environment === null || d.environment === environment),
      );
    }
    if ((match = /^GET \/deployments\/(\d+)\/statuses$/.exec(route))) {
      const deployment = this.deployments[Number(match[1]) - 1];
      return send(200, deployment ? [{ state: deployment.state }] : []);
    }
    if ((match = /^GET \/actions\/workflows\/([^/]+)\/runs$/.exec(route))) {
      const [sha, branch] = ['head_sha', 'branch'].map((key) => url.searchParams.get(key));
      const runs = this.runs.filter(
        (r) =>
          r.path.endsWith(`/${match![1]}`) &&
          (sha === null || r.head_sha === sha) &&
          (branch === null || r.head_branch === branch),
      );
      return send(200, {
        total_count: runs.length,
        workflow_runs: runs.map((run) => ({ ...run, approvals: undefined })),
      });
    }
    if ((match = /^GET \/actions\/runs\/(\d+)\/approvals$/.exec(route))) {
      const run = this.runs.find((r) => r.id === Number(match![1]));
      if (!run) return send(404, { message: 'Not Found' });
      return send(
        200,
        run.approvals.map((a) => ({
          state: a.state,
          environments: a.environments.map((name) => ({ name })),
          user: { login: 'maintainer' },
          comment: '',
        })),
      );
    }
    if ((match = /^POST \/statuses\/([0-9a-f]{40})$/.exec(route))) {
      const status = { ...(body as Omit<StandInStatus, 'sha'>), sha: match[1]! };
      this.statuses.push(status);
      return send(201, status);
    }
    if (route === 'GET /issues') {
      const state = url.searchParams.get('state') ?? 'open';
      return send(
        200,
        this.issues
          .filter((i) => state === 'all' || i.state === state)
          .map((i) => ({ number: i.number, title: i.title, state: i.state })),
      );
    }
    if (route === 'POST /issues') {
      const issue: StandInIssue = {
        number: this.issues.length + 1,
        title: body.title ?? '',
        body: body.body ?? '',
        state: 'open',
        comments: [],
      };
      this.issues.push(issue);
      return send(201, { number: issue.number, title: issue.title });
    }
    const issue = (n: string | undefined) => this.issues.find((i) => i.number === Number(n));
    if ((match = /^POST \/issues\/(\d+)\/comments$/.exec(route)) && issue(match[1])) {
      issue(match[1])!.comments.push(body.body ?? '');
      return send(201, { id: 1 });
    }
    if ((match = /^PATCH \/issues\/(\d+)$/.exec(route)) && issue(match[1])) {
      if (body.state === 'closed' || body.state === 'open') issue(match[1])!.state = body.state;
      return send(200, { number: Number(match[1]) });
    }
    return send(404, { message: 'Not Found' });
  }
}
