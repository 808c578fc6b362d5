// The e2e suite's own ports, so a running `npm start` or `npm run serve` (9000, 8005) never
// shares a site or a mailbox with it.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9100);
export const E2E_SES_PORT = Number(process.env.E2E_SES_PORT ?? 8105);
