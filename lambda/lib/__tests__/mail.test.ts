import { escapeHtml } from '../../../contracts/escape-html';
import type { FormKind } from '../../../contracts/forms/schemas';
import type { ConsentRecord, Lead } from '../leads/lead';
import { composeMail as composeLeadMail, describeSubmission } from '../mail';

const SETTINGS = { recipient: 'club@example.com', sender: 'website@example.com' };

/** The mail of a lead of this form with these fields. */
function composeMail(
  kind: FormKind,
  fields: Record<string, unknown>,
  settings: typeof SETTINGS,
  consent?: ConsentRecord,
) {
  const lead = {
    id: '0b7c3c8e-3f2a-4c1e-9d4b-2a6f8e1c5d7a',
    form: kind,
    fields,
    consent,
    receivedAt: '2025-03-01T15:04:05.000Z',
    page: '/promo/',
    mail: { status: 'unsent', attempts: 0 },
    emailLower: String(fields.email).toLowerCase(),
    expiresAt: 0,
  } as Lead;
  return composeLeadMail(lead, settings);
}

describe('composeMail', () => {
  it('addresses one message to the club, from the sender, Reply-To the visitor', () => {
    // Prepare
    const values = { name: 'Jane Doe', email: 'jane@example.com', phone: '306', trial: false };

    // Act
    const mail = composeMail('lead', values, SETTINGS);

    // Assess
    expect(mail.Source).toBe('website@example.com');
    expect(mail.Destination).toEqual({ ToAddresses: ['club@example.com'] });
    expect(mail.ReplyToAddresses).toEqual(['jane@example.com']);
    expect(mail.Message?.Subject).toEqual({
      Data: 'Home page enquiry from Jane Doe',
      Charset: 'UTF-8',
    });
    expect(mail.Message?.Body?.Text?.Charset).toBe('UTF-8');
    expect(mail.Message?.Body?.Html?.Charset).toBe('UTF-8');
  });

  it.each([
    ['lead', 'Home page enquiry from Jane Doe'],
    ['promo', 'Promo sign-up from Jane Doe'],
    ['contact', 'Contact message from Jane Doe'],
  ] as const)('names the %s form and the visitor in the subject', (kind, subject) => {
    // Prepare
    const values = {
      name: 'Jane Doe',
      email: 'j@example.com',
      phone: '1',
      trial: false,
      personal_training: false,
      subject: '',
      message: '',
    };

    // Act
    const mail = composeMail(kind, values, SETTINGS);

    // Assess
    expect(mail.Message?.Subject?.Data).toBe(subject);
  });

  it('lists every field with its label in both bodies, booleans as Yes/No', () => {
    // Prepare
    const values = { name: 'Jane', email: 'j@example.com', phone: '306-555-0100', trial: true };
    const promo = { name: 'Jane', email: 'j@example.com', phone: '1', personal_training: false };

    // Act
    const lead = composeMail('lead', values, SETTINGS);
    const promoMail = composeMail('promo', promo, SETTINGS);

    // Assess
    const text = lead.Message?.Body?.Text?.Data ?? '';
    expect(text).toContain('Your Name (required): Jane\n');
    expect(text).toContain('Your Email (required): j@example.com\n');
    expect(text).toContain('Your Phone (required): 306-555-0100\n');
    expect(text).toContain('I am interested in personal training: Yes\n');
    const html = lead.Message?.Body?.Html?.Data ?? '';
    expect(html).toContain('<th align="left" valign="top">Your Name (required)</th>');
    expect(html).toMatch(/I am interested in personal training<\/th><td[^>]*>Yes<\/td>/);
    expect(promoMail.Message?.Body?.Text?.Data).toContain(
      'Check to accept 3 Free Personal Training sessions: No\n',
    );
    expect(promoMail.Message?.Body?.Html?.Data).toMatch(/sessions<\/th><td[^>]*>No<\/td>/);
  });

  it('shows empty optional fields as (none)', () => {
    // Prepare
    const values = { name: 'Jane', email: 'j@example.com', phone: '1', subject: '', message: '' };

    // Act
    const mail = composeMail('contact', values, SETTINGS);

    // Assess
    expect(mail.Message?.Body?.Text?.Data).toContain('Subject: (none)\n');
    expect(mail.Message?.Body?.Text?.Data).toContain('Your Message: (none)\n');
    expect(mail.Message?.Body?.Html?.Data).toMatch(/Your Message<\/th><td[^>]*>\(none\)<\/td>/);
  });

  it('HTML-escapes every value, and leaves the text body as written', () => {
    // Prepare
    const values = {
      name: '<script>alert(1)</script>',
      email: 'j@example.com',
      phone: '"1" & \'2\'',
      subject: 'Tom & Jerry <b>',
      message: 'line 1\n<img src=x onerror=alert(1)>',
    };

    // Act
    const mail = composeMail('contact', values, SETTINGS);

    // Assess
    const html = mail.Message?.Body?.Html?.Data ?? '';
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Tom &amp; Jerry &lt;b&gt;');
    expect(html).toContain('&quot;1&quot; &amp; &#39;2&#39;');
    expect(html).toContain('line 1\n&lt;img src=x onerror=alert(1)&gt;');
    const text = mail.Message?.Body?.Text?.Data ?? '';
    expect(text).toContain('Subject: Tom & Jerry <b>\n');
    expect(text).toContain('Your Message:\nline 1\n<img src=x onerror=alert(1)>\n');
    expect(mail.Message?.Subject?.Data).toBe('Contact message from <script>alert(1)</script>');
  });
});

describe('the consent statement and the lead’s origin', () => {
  const fields = { name: 'Jane', email: 'j@example.com', phone: '1', personal_training: false };
  const wording = 'Yes, send me news and offers from Bridge City Fitness by e-mail.';

  const consent = {
    given: true,
    wording,
    version: 'abc123abc123',
    at: '2025-03-01T15:04:05.000Z',
    form: 'promo' as const,
    page: '/promo/',
    botCheck: 'passed' as const,
    proven: true,
  };

  it.each([
    [consent, `YES. On 2025-03-01T15:04:05.000Z the visitor ticked "${wording}"`],
    [{ ...consent, given: false }, 'NO. Do not send this person marketing e-mail'],
    [
      { ...consent, wording: '', version: '', proven: false },
      "NOT PROVEN. The box was ticked, but the page's wording",
    ],
    [
      { ...consent, botCheck: 'not run' as const, proven: false },
      'NOT PROVEN. The box was ticked, but no bot check ran',
    ],
  ])('says plainly whether consent was given and proven (%#)', (record, line) => {
    // Act
    const mail = composeMail('promo', fields, SETTINGS, record);

    // Assess
    const text = mail.Message?.Body?.Text?.Data ?? '';
    expect(text).toContain(`Marketing e-mail consent: ${line}`);
    expect(mail.Message?.Body?.Html?.Data).toContain(escapeHtml(line));
  });

  it('names the page, the time and the reference of the lead', () => {
    // Act
    const text = composeMail('promo', fields, SETTINGS).Message?.Body?.Text?.Data ?? '';

    // Assess
    expect(text).toContain(
      'Sent from /promo/ on 2025-03-01T15:04:05.000Z (reference 0b7c3c8e-3f2a-4c1e-9d4b-2a6f8e1c5d7a).',
    );
    expect(text).not.toContain('consent');
  });
});

describe('describeSubmission', () => {
  it('keeps the order of the form', () => {
    // Prepare
    const values = { message: 'm', subject: 's', phone: '1', email: 'e@x.co', name: 'n' };

    // Act
    const rows = describeSubmission('contact', values);

    // Assess
    expect(rows.map((row) => row.field)).toEqual(['name', 'email', 'phone', 'subject', 'message']);
  });
});

describe('the subject, a mail header', () => {
  it('stays one line whatever the name holds', () => {
    // Prepare: a name the form would refuse, as a lead stored before that rule could hold it
    const name = 'Jane\r\nBcc: list@evil.example\nX-Spam: no\u2028';

    // Act
    const mail = composeMail('contact', { name, email: 'j@example.com' }, SETTINGS);

    // Assess
    expect(mail.Message?.Subject?.Data).toBe(
      'Contact message from Jane Bcc: list@evil.example X-Spam: no ',
    );
  });
});

describe('the tour request mail', () => {
  const tour = {
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '306-555-0100',
    day: '2026-12-24',
    time: '13:30',
  };

  it('says in its subject that it is a tour request, for which day and time', () => {
    const mail = composeMail('tour', tour, SETTINGS);

    expect(mail.Message?.Subject?.Data).toBe(
      'Tour request for Thursday, December 24 at 1:30 PM from Jane Doe',
    );
    expect(mail.Message?.Body?.Text?.Data).toContain('Preferred day: 2026-12-24');
    expect(mail.Message?.Body?.Text?.Data).toContain('Preferred time: 13:30');
  });

  it('keeps the bot-check warning first', () => {
    const lead = { botCheck: { status: 'unverified', reason: 'timeout' } };
    const mail = composeLeadMail(
      {
        id: 'x',
        form: 'tour',
        fields: tour,
        receivedAt: '2026-12-01T00:00:00.000Z',
        page: '/book-tour/',
        mail: { status: 'unsent', attempts: 0 },
        emailLower: 'jane@example.com',
        expiresAt: 0,
        ...lead,
      } as Lead,
      SETTINGS,
    );

    expect(mail.Message?.Subject?.Data).toBe(
      '[Bot check not run] Tour request for Thursday, December 24 at 1:30 PM from Jane Doe',
    );
  });
});
