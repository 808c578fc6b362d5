// / (and /old/): home: the club, its photos, the lead form and the tour scheduler.
import { graphql } from 'gatsby';
import { withLegacyFrame } from '../components/legacy-frame';
import { pageHead, viewPage } from '../components/page-meta';
import { required } from '../lib/required';
import { HomeView } from '../components/pages/home-view';

export default withLegacyFrame(viewPage<Queries.HomePageQuery>(HomeView, { ownHero: true }));

export const Head = pageHead<Queries.HomePageQuery>((data) => ({
  gymJsonLd: required(data.siteYaml, 'content/site.yaml'),
}));

export const query = graphql`
  query HomePage($pagePath: String!) {
    ...PageMeta
    ...HomeViewData
    siteYaml {
      ...GymFacts
    }
  }
`;
