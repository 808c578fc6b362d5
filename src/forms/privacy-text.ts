// The privacy texts every form shows (content/privacy.yaml): the consent wording and the note, from
// the layout's query, which every page loads: a query of their own was one request more.
import { useSiteLayoutData } from '../components/layout/site-layout';
import { fillText } from '../../contracts/fill-text';
import { required } from '../lib/required';
import type { Content } from '../../content-library';

export function usePrivacyFormText() {
  const data = useSiteLayoutData();
  const site = required(data.siteYaml, 'content/site.yaml');
  const privacy = required(data.privacyYaml, 'content/privacy.yaml');
  const formNote = privacy.formNote as Content['privacy']['formNote'];
  return {
    // The exact wording beside the consent box; sent with the form and stored as proof.
    consent: fillText(privacy.consent, { clubName: site.name }),
    note: fillText(formNote.text, { clubName: site.name }),
    linkLabel: formNote.linkLabel,
  };
}
