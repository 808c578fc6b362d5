// The privacy texts every form shows (content/privacy.yaml): the consent wording and the note.
import { graphql, useStaticQuery } from 'gatsby';
import { fillText } from '../../contracts/fill-text';
import { required } from '../lib/required';
import type { Content } from '../../content-library';

export function usePrivacyFormText() {
  const data = useStaticQuery<Queries.PrivacyFormTextQuery>(graphql`
    query PrivacyFormText {
      siteYaml {
        name
      }
      privacyYaml {
        consent
        formNote
      }
    }
  `);
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
