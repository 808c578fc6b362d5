// The local SES emulator's mailbox, which the local server starts beside the site.
import { expect } from '@playwright/test';
import { E2E_SES_PORT } from './ports';

export const MAILBOX_URL = `http://localhost:${E2E_SES_PORT}`;

export type Mail = {
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
};

/** Waits for the one mail whose subject names this visitor, and returns it. */
export async function mailFor(visitor: string, mailbox = MAILBOX_URL): Promise<Mail> {
  let found: Mail[] = [];
  await expect
    .poll(async () => {
      const store = (await (await fetch(`${mailbox}/store`)).json()) as { emails: Mail[] };
      found = store.emails.filter((m) => m.subject.includes(visitor));
      return found.length;
    })
    .toBe(1);
  return found[0]!;
}

export async function mailCountFor(visitor: string, mailbox = MAILBOX_URL): Promise<number> {
  const store = (await (await fetch(`${mailbox}/store`)).json()) as { emails: Mail[] };
  return store.emails.filter((m) => m.subject.includes(visitor)).length;
}

/** A name no other test (or project) uses, so tests can share one mailbox. */
export const uniqueVisitor = (label: string, project: string) =>
  `${label} ${project} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
