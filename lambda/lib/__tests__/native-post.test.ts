// A form posted by the browser itself: its urlencoded fields read as the script would send them,
// and the handler's JSON answers turned into pages.
import { UUID_V4 } from '../../../contracts/forms/schemas';
import { answers, jsonResult, Stop } from '../http';
import { nativeAnswer, parseFormBody, parseFormRequest } from '../native-post';
import { makeEvent } from './support';

const FORM = 'application/x-www-form-urlencoded';

/** The status `parse` stops with; undefined if it parses. */
function stopped(parse: () => unknown): number | undefined {
  try {
    parse();
  } catch (error) {
    if (error instanceof Stop) return error.answer.statusCode;
    throw error;
  }
  return undefined;
}

describe('parseFormBody', () => {
  it('reads text as text, a ticked box as true, and adds a submission id', () => {
    // Prepare
    const text = 'name=Jane+Doe&email=jane%40example.com&phone=306-555-0100&trial=on&consent=on';

    // Act
    const parsed = parseFormBody('lead', text);

    // Assess
    expect(parsed).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '306-555-0100',
      trial: true,
      consent: true,
      submissionId: expect.stringMatching(UUID_V4),
    });
  });

  it('leaves an unticked box out (the schema makes it false) and keeps an odd value for it to refuse', () => {
    // Prepare, Act
    const parsed = parseFormBody('promo', 'name=J&personal_training=yes');

    // Assess
    expect(parsed).toMatchObject({ personal_training: 'yes' });
    expect('consent' in parsed).toBe(false);
  });

  it('keeps a message’s line breaks and its text after an ampersand', () => {
    // Prepare, Act
    const parsed = parseFormBody('contact', 'message=one%0D%0Atwo+%26+three');

    // Assess
    expect(parsed).toMatchObject({ message: 'one\r\ntwo & three' });
  });

  it('refuses a field sent twice', () => {
    // Prepare, Act
    const parse = () => parseFormBody('contact', 'name=a&name=b');

    // Assess
    expect(parse).toThrow(Stop);
    expect(stopped(parse)).toBe(400);
  });
});

describe('parseFormRequest', () => {
  it('reads a form body larger than JSON may be, as percent-encoding makes it', () => {
    // Prepare: 5,000 three-byte characters take 45,000 bytes encoded.
    const body = `message=${encodeURIComponent('€'.repeat(5000))}`;
    const event = makeEvent({ headers: { 'content-type': FORM }, body });

    // Act
    const parsed = parseFormRequest(event, 'contact');

    // Assess
    expect(parsed).toMatchObject({ message: '€'.repeat(5000) });
  });

  it('answers 415 to JSON sent where a form was expected', () => {
    // Prepare, Act
    const status = stopped(() => parseFormRequest(makeEvent({ body: '{}' }), 'contact'));

    // Assess
    expect(status).toBe(415);
  });
});

describe('nativeAnswer', () => {
  it.each([
    ['sent', answers.sent(), '/sent/'],
    ['a missing field', answers.badRequest({ phone: 'phoneRequired' }), '/not-sent/#phoneRequired'],
    ['a field too long', answers.badRequest({ subject: 'tooLong' }), '/not-sent/#tooLong-subject'],
    ['a code no form causes', answers.badRequest({ body: 'unknownField' }), '/not-sent/#request'],
    ['another site', answers.crossOrigin(), '/not-sent/#origin'],
    ['the store down', answers.storeFailed(), '/not-sent/#failed'],
    ['our failure', answers.internalError(), '/not-sent/#failed'],
    ['a wrong method', answers.methodNotAllowed(), '/not-sent/#request'],
    ['an unreadable body', jsonResult(400), '/not-sent/#request'],
  ])('%s: a 303 to the page that says so', (_case, result, location) => {
    // Prepare, Act
    const answer = nativeAnswer(result);

    // Assess
    expect(answer.statusCode).toBe(303);
    expect(answer.headers).toEqual({ Location: location, 'Cache-Control': 'no-store' });
    expect(answer.body).toBeUndefined();
  });
});
