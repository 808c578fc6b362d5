// The privacy texts every form shows (content/privacy.yaml): the consent wording and the note.
import { graphql, useStaticQuery } from 'gatsby';
import { fillText } from '../../contracts/fill-text';
import { required } from '../lib/required';

export type PrivacyFormText = ReturnType<typeof usePrivacyFormText>;

export function usePrivacyFormText() {
  const data = useStaticQuery<Queries.PrivacyFormTextQuery>(graphql`
    query PrivacyFormText {
      siteYaml {
        name
      }
      privacyYaml {
        consent
        formNote {
          text
          linkLabel
        }
      }
    }
  `);
  const site = required(data.siteYaml, 'content/site.yaml');
  const privacy = required(data.privacyYaml, 'content/privacy.yaml');
  return {
    // The exact wording beside the consent box; sent with the form and stored as proof.
    consent: fillText(privacy.consent, { clubName: site.name }),
    note: fillText(privacy.formNote.text, { clubName: site.name }),
    linkLabel: privacy.formNote.linkLabel,
  };
}
