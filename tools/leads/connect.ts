// Where `npm run leads` finds the leads: the deployed table and retrier named in the stack's
// outputs (the usual AWS credential chain), or with --local the store of a running local server
// on LEADS_PORT, else its folder (.leads/).
import { randomUUID } from 'node:crypto';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { SESClient } from '@aws-sdk/client-ses';
import { sendUnsent, type SendOutcome } from '../../lambda/lib/leads/deliver';
import { LeadStore } from '../../lambda/lib/leads/store';
import { silentLogger } from '../../lambda/lib/log';
import { describeFailure } from '../../lambda/lib/time-budget';
import { startLeadsStore } from '../local/leads-store';
import { createLocalRuntime } from '../local/local-api';
import { localBackendSettings } from '../local/local-backend';
import { LEAD_OUTPUTS, STACK_NAME } from '../../infra/lib/stack-outputs';

export interface LeadsBackend {
  store: LeadStore;
  /** Sends an unsent lead's e-mail now. */
  resend(id: string): Promise<SendOutcome>;
  /** Where the leads are, for messages. */
  where: string;
  close(): Promise<void>;
}

/** A failure the user can fix; printed without a stack trace. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export async function openLocal(env: NodeJS.ProcessEnv): Promise<LeadsBackend> {
  const settings = localBackendSettings(env);
  // The store of a running local server (startLeadsStore finds it on its port), else its folder.
  const own = settings.leadsEndpoint
    ? undefined
    : await startLeadsStore({
        port: settings.leadsPort,
        dir: settings.leadsDir,
        log: () => {},
      }).catch((error: Error) => Promise.reject(new UsageError(error.message)));
  const endpoint = settings.leadsEndpoint ?? own!.endpoint;
  // The local servers' own runtime: their store, SES client and mail addresses.
  const runtime = createLocalRuntime({
    sesEndpoint: settings.sesEndpoint ?? `http://127.0.0.1:${settings.sesPort}`,
    leadsEndpoint: endpoint,
    logger: silentLogger,
  });
  return {
    store: runtime.store,
    where: own?.server
      ? `the local store in ${settings.leadsDir}`
      : `the local store at ${endpoint}`,
    resend: (id) => sendUnsent(id, `resend-${randomUUID()}`, runtime),
    async close() {
      runtime.store.client.destroy();
      (runtime.ses as SESClient).destroy();
      await own?.close();
    },
  };
}

function awsProblem(error: unknown): UsageError {
  return new UsageError(
    `Could not reach the deployed stack (${describeFailure(error)}). Check your AWS credentials ` +
      '(AWS_PROFILE, `aws sts get-caller-identity`) and region (AWS_REGION), or add --local.',
  );
}

/** The deployed table and retrier, from the stack's outputs (or LEADS_TABLE for the table). */
export async function openDeployed(
  env: NodeJS.ProcessEnv,
  stackName = STACK_NAME,
): Promise<LeadsBackend> {
  // The stack's outputs, read once, when first asked for.
  let outputs: Promise<Record<string, string | undefined>> | undefined;
  const readOutputs = async () => {
    const cloudformation = new CloudFormationClient({});
    try {
      const answer = await cloudformation.send(new DescribeStacksCommand({ StackName: stackName }));
      const { Outputs = [] } = answer.Stacks?.[0] ?? {};
      return Object.fromEntries(Outputs.map((o) => [o.OutputKey ?? '', o.OutputValue]));
    } catch (error) {
      throw awsProblem(error);
    } finally {
      cloudformation.destroy();
    }
  };
  const output = async (key: string) => (await (outputs ??= readOutputs()))[key];
  const tableName = env.LEADS_TABLE || (await output(LEAD_OUTPUTS.table));
  if (!tableName) {
    throw new UsageError(
      `The stack ${stackName} has no ${LEAD_OUTPUTS.table} output: deploy it first.`,
    );
  }
  const client = new DynamoDBClient({});
  const store = new LeadStore(client, tableName);
  return {
    store,
    where: `table ${tableName}`,
    async resend(id) {
      const functionName = await output(LEAD_OUTPUTS.retrier);
      if (!functionName) throw new UsageError(`The stack ${stackName} has no retrier output.`);
      const lambda = new LambdaClient({});
      try {
        const answer = await lambda.send(
          new InvokeCommand({
            FunctionName: functionName,
            Payload: new TextEncoder().encode(JSON.stringify({ resendId: id })),
          }),
        );
        const text = new TextDecoder().decode(answer.Payload);
        if (answer.FunctionError) throw new Error(`the retrier failed: ${text}`);
        return (JSON.parse(text) as { outcome: SendOutcome }).outcome;
      } catch (error) {
        throw awsProblem(error);
      } finally {
        lambda.destroy();
      }
    },
    async close() {
      client.destroy();
    },
  };
}
