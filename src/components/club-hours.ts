// The club's clock as the pages query it (content/site.yaml): the time zone, each hours group's
// week and the holidays still to come. The footer's and the contact page's badges, the holiday
// list, the JSON-LD and the tour request all spread ClubHours and read its generated type, the
// class schedule ClubTimeZone, so none can read other hours (a test checks that no other query
// selects them).
import { graphql } from 'gatsby';

/** The fragment's data: what contracts/hours reads (its groups and holidays are its inputs). */
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
