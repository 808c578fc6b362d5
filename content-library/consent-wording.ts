// The marketing consent wording the forms show, as the visitor reads it ({clubName} filled). The
// CDK app gives it to the form functions, which record it, never the request's text, as proof.
import { fillText } from '../contracts/fill-text';
import { CONTENT_DIR, loadContent } from './load';

export function contentConsentWording(contentDir: string = CONTENT_DIR): string {
  const { name } = loadContent('site', contentDir);
  return fillText(loadContent('privacy', contentDir).consent, { clubName: name });
}
