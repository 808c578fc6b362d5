// The edge rules: the single source of truth for what CloudFront (and the local server) does.
export * from './cache-control';
export * from './content-security-policy';
export * from './security-headers';
export * from './viewer-request';
