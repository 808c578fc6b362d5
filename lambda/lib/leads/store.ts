// The lead table in DynamoDB (or dynalite locally). Writes are conditional, so a repeated
// submission is stored once and only one sender at a time holds a lead's e-mail: a sender
// first takes a lease on the lead, and only the lease holder may mark it sent or failed.
import {
  DeleteItemCommand,
  GetItemCommand,
  paginateQuery,
  paginateScan,
  PutItemCommand,
  UpdateItemCommand,
  type AttributeValue,
  type UpdateItemCommandInput,
  type UpdateItemCommandOutput,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { LEAD_TABLE } from '../../../contracts/lead-table';
import type { Lead } from './lead';

export const UNSENT = 'unsent';
export const TO_LIST = 'new';

/** Who is sending a lead's e-mail, and until when (epoch ms) nobody else may. */
export interface Lease {
  owner: string;
  until: number;
}

/** Ends a call early: the form handler's time budget. */
export type CallOptions = { abortSignal?: AbortSignal };

/** For a conditional write's `.catch`: a failed condition is an answer, undefined. */
const ignoreConditionFailure = (error: unknown) => {
  if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return undefined;
  throw error;
};

/** Only the lead's own attributes: the queue and lease bookkeeping stay in the table. */
export function fromItem(item: Record<string, AttributeValue>): Lead {
  const {
    mailQueue: _queue,
    reviewQueue: _review,
    leaseOwner: _owner,
    leaseUntil: _until,
    ...lead
  } = unmarshall(item);
  return lead as Lead;
}

export class LeadStore {
  constructor(
    readonly client: DynamoDBClient,
    readonly tableName: string,
  ) {}

  /** Stores a new lead, leased to its first sender (a lead to review has none); false if held. */
  async putNew(lead: Lead, lease: Lease, options: CallOptions = {}): Promise<boolean> {
    const item = lead.review
      ? { ...lead, reviewQueue: TO_LIST }
      : { ...lead, mailQueue: UNSENT, leaseOwner: lease.owner, leaseUntil: lease.until };
    const output = await this.client
      .send(
        new PutItemCommand({
          TableName: this.tableName,
          Item: marshall(item, { removeUndefinedValues: true }),
          ConditionExpression: 'attribute_not_exists(id)',
        }),
        options,
      )
      .catch(ignoreConditionFailure);
    return output !== undefined;
  }

  /** Updates lead `id` if `input`'s condition holds; its output, or undefined if it did not. */
  update(
    id: string,
    input: Omit<UpdateItemCommandInput, 'TableName' | 'Key'>,
    options: CallOptions = {},
  ): Promise<UpdateItemCommandOutput | undefined> {
    const command = new UpdateItemCommand({
      TableName: this.tableName,
      Key: marshall({ id }),
      ...input,
    });
    return this.client.send(command, options).catch(ignoreConditionFailure);
  }

  /** Takes the lease of an unsent lead nobody holds; the lead, or undefined if that failed. */
  async claim(id: string, lease: Lease, now: number): Promise<Lead | undefined> {
    const output = await this.update(id, {
      UpdateExpression: 'SET leaseOwner = :owner, leaseUntil = :until',
      ConditionExpression:
        'attribute_exists(mailQueue) AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)',
      ExpressionAttributeValues: marshall({
        ':owner': lease.owner,
        ':until': lease.until,
        ':now': now,
      }),
      ReturnValues: 'ALL_NEW',
    });
    return output?.Attributes ? fromItem(output.Attributes) : undefined;
  }

  /**
   * Records an e-mail attempt and gives the lease back: a sent lead leaves the queue, a failed one
   * (`error`) stays for a retry. False if `owner` no longer holds the lease.
   */
  async recordAttempt(
    id: string,
    owner: string,
    at: Date,
    error?: string,
    options: CallOptions = {},
  ): Promise<boolean> {
    const sent = error === undefined;
    const input = {
      UpdateExpression:
        `SET ${sent ? 'mail.#status = :sent, mail.sentAt = :at' : 'mail.lastError = :error'}, ` +
        'mail.lastAttemptAt = :at, mail.attempts = mail.attempts + :one ' +
        `REMOVE ${sent ? 'mailQueue, ' : ''}leaseOwner, leaseUntil`,
      ConditionExpression: 'leaseOwner = :owner',
      // DynamoDB refuses a name or value the expressions do not use.
      ...(sent ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
      ExpressionAttributeValues: marshall({
        ...(sent ? { ':sent': 'sent' } : { ':error': error }),
        ':at': at.toISOString(),
        ':owner': owner,
        ':one': 1,
      }),
    };
    return (await this.update(id, input, options)) !== undefined;
  }

  /** Every lead whose e-mail has not gone, oldest first (read from the sparse index). */
  async unsent(): Promise<{ id: string; receivedAt: string }[]> {
    const items = await this.queryIndex(LEAD_TABLE.unsentIndex, UNSENT);
    return items.map(({ id, receivedAt }) => ({ id: String(id), receivedAt: String(receivedAt) }));
  }

  /** All the items of one index key, page after page, unmarshalled. */
  async queryIndex(
    index: { name: string; partitionKey: string },
    value: string,
  ): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    const pages = paginateQuery(
      { client: this.client },
      {
        TableName: this.tableName,
        IndexName: index.name,
        KeyConditionExpression: `${index.partitionKey} = :value`,
        ExpressionAttributeValues: marshall({ ':value': value }),
      },
    );
    for await (const page of pages) items.push(...(page.Items ?? []).map((i) => unmarshall(i)));
    return items;
  }

  // The staff tools' reads and deletes (npm run leads); the functions are not allowed these.

  async get(id: string): Promise<Lead | undefined> {
    const output = await this.client.send(
      new GetItemCommand({
        TableName: this.tableName,
        Key: marshall({ id }),
        ConsistentRead: true,
      }),
    );
    return output.Item ? fromItem(output.Item) : undefined;
  }

  /** Every lead in the table (a Scan: the table holds a club's leads, not millions). */
  async all(): Promise<Lead[]> {
    const leads: Lead[] = [];
    for await (const page of paginateScan({ client: this.client }, { TableName: this.tableName })) {
      leads.push(...(page.Items ?? []).map(fromItem));
    }
    return leads.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  }

  /** The ids of every lead of this e-mail address, whatever its case. */
  async idsByEmail(email: string): Promise<string[]> {
    const items = await this.queryIndex(LEAD_TABLE.emailIndex, email.trim().toLowerCase());
    return items.map((item) => String(item.id));
  }

  async delete(id: string): Promise<void> {
    await this.client.send(
      new DeleteItemCommand({ TableName: this.tableName, Key: marshall({ id }) }),
    );
  }
}
