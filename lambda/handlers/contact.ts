// POST /api/contact (API Gateway HTTP API -> SES). Configuration is read and checked at cold start.
import { createFormHandler } from '../lib/form-handler';
import { runtimeFromEnvironment } from '../lib/runtime';

export const handler = createFormHandler('contact', runtimeFromEnvironment());
