// `npm start`: the form API's local stand-ins (tools/local/) on a port of their own, and
// `gatsby develop`, which hands them /api/* through its proxy (gatsby-config's LOCAL_API_URL).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveApi } from './local/local-api';
import { localBackendSettings, startLocalBackend } from './local/local-backend';

async function main(): Promise<void> {
  const backend = await startLocalBackend(localBackendSettings());
  const api = createServer((req, res) => serveApi(backend.api, req, res));
  await new Promise<void>((resolve) => api.listen(0, 'localhost', resolve));
  for (const line of backend.banner) console.log(line);

  const { port } = api.address() as AddressInfo;
  const gatsby = spawn('npx', ['gatsby', 'develop', '--port', '8000', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: '1',
      LOCAL_API_URL: `http://localhost:${port}`,
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => gatsby.kill(signal));
  gatsby.on('exit', (code) => {
    api.close();
    void backend.stop().finally(() => process.exit(code ?? 1));
  });
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
