// The club's clock as the pages query it (content/site.yaml): every reader of the hours spreads
// ClubHours (a test checks no other query selects them), so none can read other hours.
import { graphql } from 'gatsby';

export type ClubHoursData = Queries.ClubHoursFragment;

export const query = graphql`
  fragment ClubTimeZone on SiteYaml {
    location {
      timeZone
    }
  }

  fragment ClubHours on SiteYaml {
    ...ClubTimeZone
    hours {
      groups {
        name
        times {
          days
          time
          note
        }
      }
      exceptions {
        upcoming {
          date(formatString: "YYYY-MM-DD")
          label
          staffed {
            group
            closed
            time
          }
        }
      }
    }
  }
`;
