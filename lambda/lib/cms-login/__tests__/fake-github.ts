// A stand-in for GitHub's OAuth token endpoint: a real HTTP server on localhost, so the tests
// exercise the handler's own fetch, timeouts and parsing. Each test says how it answers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GithubEndpoints } from '../github';

export type Answer = (request: IncomingMessage, response: ServerResponse) => void;

export interface FakeGithub {
  endpoints: GithubEndpoints;
  /** The form bodies the token endpoint received, parsed. */
  requests: URLSearchParams[];
  answer: Answer;
  close(): Promise<void>;
}

export const json =
  (status: number, body: unknown): Answer =>
  (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };

export async function startFakeGithub(): Promise<FakeGithub> {
  const fake: FakeGithub = {
    endpoints: { authorizeUrl: '', tokenUrl: '' },
    requests: [],
    answer: json(500, {}),
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      fake.requests.push(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      fake.answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.endpoints = {
    authorizeUrl: `http://127.0.0.1:${port}/login/oauth/authorize`,
    tokenUrl: `http://127.0.0.1:${port}/login/oauth/access_token`,
  };
  fake.close = () =>
    new Promise<void>((resolve) => {
      // A hanging answer holds its socket open: end those too.
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
