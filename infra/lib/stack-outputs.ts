// Names other tools read from the deployed stack (kept free of CDK imports, so the staff tool
// `npm run leads` loads quickly).

export const STACK_NAME = 'BridgeCityFitnessSite';

export const LEAD_OUTPUTS = {
  table: 'LeadsTableName',
  retrier: 'LeadRetrierFunctionName',
} as const;
