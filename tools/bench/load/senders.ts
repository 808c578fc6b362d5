// The load run's other senders, beside the visitors with a script (./visitors): visitors whose
// browser posts the form itself (no script: a browser's own headers), a bot posting as curl does
// (no Origin), and a bot forging every header a browser sends. Their books, per sender: sent,
// stored, mailed one by one, listed in a staff summary, lost.
import http from 'node:http';
import { FORM_ENDPOINTS, REQUEST_TIMEOUT_MS } from '../../../contracts/forms/schemas';
import type { Lead } from '../../../lambda/lib/leads/lead';
import { validBody } from '../bodies';

export const SENDERS = ['no-script visitor', 'curl bot', 'forging bot'] as const;
export type Sender = (typeof SENDERS)[number];

const browser = (base: string) => ({
  Origin: base,
  'Sec-Fetch-Site': 'same-origin',
  'Sec-Fetch-Mode': 'navigate',
});
const HEADERS: Record<Sender, (base: string) => Record<string, string>> = {
  'no-script visitor': browser,
  'curl bot': () => ({}),
  'forging bot': (base) => ({
    ...browser(base),
    'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
  }),
};

const prefix = (sender: Sender) => `${sender.replace(/\W/g, '-')}-`;

/** The address each sender's n-th post gives, so its leads can be told apart in the store. */
export const senderEmail = (sender: Sender, n: number) => `${prefix(sender)}${n}@example.com`;

/** The stored leads of one sender. */
export const leadsOf = (sender: Sender, leads: readonly Lead[]) =>
  leads.filter((lead) => lead.emailLower.startsWith(prefix(sender)));

/** A contact form posted as a browser posts it, urlencoded, with no token and no id. */
async function postForm(base: string, sender: Sender, n: number): Promise<boolean> {
  const {
    recaptchaToken: _t,
    submissionId: _s,
    ...body
  } = validBody('contact', '', {
    name: `${sender} ${n}`,
    email: senderEmail(sender, n),
  });
  // node:http, not fetch: fetch sets Sec-Fetch-Mode: cors whatever the caller asks.
  return new Promise<boolean>((resolve) => {
    const request = http.request(
      `${base}${FORM_ENDPOINTS.contact}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...HEADERS[sender](base) },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        resolve(response.headers.location?.startsWith('/sent/') ?? false);
      },
    );
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
    request.end(new URLSearchParams(body as Record<string, string>).toString());
  });
}

/** Each sender posts `count` forms, one after another, all three at once; thanked posts each. */
export async function runSenders(base: string, count: number): Promise<Record<Sender, number>> {
  const thanked = await Promise.all(
    SENDERS.map(async (sender) => {
      let n = 0;
      for (let i = 0; i < count; i += 1) if (await postForm(base, sender, i)) n += 1;
      return n;
    }),
  );
  return Object.fromEntries(SENDERS.map((s, i) => [s, thanked[i]])) as Record<Sender, number>;
}

export interface SenderRow {
  sent: number;
  thanked: number;
  stored: number;
  mailedOneByOne: number;
  listed: number;
  lost: number;
}

/**
 * A sender's books from the store and the mails' lead ids. Lost: a thanked post not stored, or
 * a stored one that no summary listed and no mail carried.
 */
export function senderRow(
  sender: Sender,
  sent: number,
  thanked: number,
  leads: readonly Lead[],
  mailed: ReadonlyMap<string, number>,
): SenderRow {
  const own = leadsOf(sender, leads);
  const mailedOne = own.filter((lead) => mailed.has(lead.id)).length;
  const listed = own.filter((lead) => lead.review?.listedAt !== undefined).length;
  const unseen = own.filter((lead) => !mailed.has(lead.id) && !lead.review?.listedAt).length;
  return {
    sent,
    thanked,
    stored: own.length,
    mailedOneByOne: mailedOne,
    listed,
    lost: Math.max(0, thanked - own.length) + unseen,
  };
}
