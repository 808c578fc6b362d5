// An S3-compatible server on loopback (@20minutes/s3rver) for the publish's tests and the content
// lane's timing: real HTTP, ETags and metadata, kept in a folder that a restart reads again.
import S3rver from '@20minutes/s3rver';
import { S3Client } from '@aws-sdk/client-s3';

/** Dummy keys: it lets any signature through (below). */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'us-east-1';

export type Emulator = Awaited<ReturnType<typeof startEmulator>>;

export async function startEmulator(directory: string, bucket: string, port = 0) {
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    // It checks SigV4 its own way and disagrees with the current SDK's signing; what the tests
    // prove is what is stored, not who may store it.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    /** Environment that points the SDK (and the bundle run with node) at the emulator. */
    env: {
      AWS_ACCESS_KEY_ID: KEYS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      AWS_REGION: REGION,
      AWS_ENDPOINT_URL_S3: endpoint,
    },
    port: address.port,
    /** A client for it, with the publish's settings (the SDK takes a path for an IP's bucket). */
    client: () =>
      new S3Client({
        endpoint,
        region: REGION,
        credentials: KEYS,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        // One retry: a stopped emulator should fail the test quickly, not after backoffs.
        maxAttempts: 2,
      }),
    stop: () => server.close(),
  };
}
