import { createFormHandler } from '../form-handler';
import type { LeadStore } from '../leads/store';
import { createLogger } from '../log';
import { ownHostOriginPolicy } from '../request-origin';
import { captureOutput, jsonEvent, lambdaContext, validBody } from './support';

describe('the handlers log through Powertools', () => {
  it('puts the request id and the cold start on every line', async () => {
    // Prepare: a captcha that refuses, so each request writes one warning; Lambda's variable
    // for a function started by a request (not provisioned ahead).
    process.env.AWS_LAMBDA_INITIALIZATION_TYPE = 'on-demand';
    const output = captureOutput();
    const handler = createFormHandler('lead', {
      mail: { recipient: 'club@example.com', sender: 'website@example.com' },
      ses: { send: () => Promise.reject(new Error('not called')) },
      captcha: { verify: async () => ({ verdict: 'rejected', reason: 'low score' }) },
      // Never reached: the captcha refuses first.
      store: {} as LeadStore,
      originPolicy: ownHostOriginPolicy,
      logger: createLogger(),
    });

    try {
      // Act
      await handler(jsonEvent(validBody('lead')), lambdaContext('first-request'));
      await handler(jsonEvent(validBody('lead')), lambdaContext('second-request'));
    } finally {
      output.restore();
      delete process.env.AWS_LAMBDA_INITIALIZATION_TYPE;
    }

    // Assess
    expect(output.lines).toEqual([
      expect.objectContaining({
        level: 'WARN',
        message: 'captcha_rejected',
        reason: 'low score',
        function_request_id: 'first-request',
        cold_start: true,
        service: 'bridge-city-fitness-forms',
      }),
      expect.objectContaining({
        message: 'captcha_rejected',
        function_request_id: 'second-request',
        cold_start: false,
      }),
    ]);
  });
});
