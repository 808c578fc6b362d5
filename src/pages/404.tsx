// The not-found page (spec section 8), served with status 404 for any unknown path.
import React from 'react';
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import { Hero } from '../components/hero';
import { PageHead, requirePage } from '../components/page-meta';
import { ROUTES } from '../routes';

const NotFoundPage = ({ data }: PageProps<Queries.NotFoundPageQuery>) => {
  const page = requirePage(data.page, ROUTES.notFound);
  return (
    <>
      <Hero heading={page.hero.heading} text={page.hero.text} />
      <div className="container-xl page-actions">
        <Link className="btn btn-primary btn-lg" to={ROUTES.home}>
          Go to Homepage
        </Link>
        <Link className="btn btn-outline-dark btn-lg" to={ROUTES.contact}>
          Contact Us
        </Link>
      </div>
    </>
  );
};

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data }) => (
  <PageHead page={data.page} pathname={ROUTES.notFound} noindex />
);

export default NotFoundPage;

export const query = graphql`
  query NotFoundPage {
    page: pagesYaml(path: { eq: "/404/" }) {
      ...PageMeta
    }
  }
`;
