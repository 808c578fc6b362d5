// The Content-Security-Policy violations a page reports, as the browser fires them
// (`securitypolicyviolation` events), for tests that must tell a blocked resource from one that
// failed for another reason. Chromium also logs each one as a console error, which the suite's
// fixture (e2e/support/fixtures.ts) fails on.
import type { Page } from '@playwright/test';

export interface CspViolation {
  blockedURI: string;
  effectiveDirective: string;
  disposition: string;
  /** The document that reported it. */
  documentURI: string;
}

const BINDING = '__e2eCspViolation';

/** Starts recording `page`'s CSP violations (every document it loads); call before `goto`. */
export async function recordCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeFunction(BINDING, (violation: CspViolation) => violations.push(violation));
  // Injected by the browser, not by the page, so the page's own policy does not apply to it.
  await page.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: CspViolation) => void>)[binding];
      report?.({
        blockedURI: event.blockedURI,
        effectiveDirective: event.effectiveDirective,
        disposition: event.disposition,
        documentURI: event.documentURI,
      });
    });
  }, BINDING);
  return violations;
}
