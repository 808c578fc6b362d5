// Names other tools read from the deployed stack (kept free of CDK imports, so the staff tool
// `npm run leads` loads quickly).

/** The stack's CloudFormation name. */
export const STACK_NAME = 'BridgeCityFitnessSite';

/** The outputs `npm run leads` reads to find the lead table and the retrier. */
export const LEAD_OUTPUTS = {
  table: 'LeadsTableName',
  retrier: 'LeadRetrierFunctionName',
} as const;
