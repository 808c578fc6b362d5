// The not-found page: 'Oops, 404 Page Not Found', links home and to the contact page; served
// with status 404 for any unknown path.
import React from 'react';
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import { Hero } from '../components/hero';
import { PageHead, requirePage } from '../components/page-meta';
import { ROUTES, type PageContext } from '../../contracts/routes';

const NotFoundPage = ({ data, pageContext }: PageProps<Queries.NotFoundPageQuery, PageContext>) => {
  const page = requirePage(data.page, pageContext.pagePath);
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

export const Head: HeadFC<Queries.NotFoundPageQuery, PageContext> = ({ data, pageContext }) => (
  <PageHead page={data.page} context={pageContext} noindex />
);

export default NotFoundPage;

export const query = graphql`
  query NotFoundPage($pagePath: String!) {
    page: pagesYaml(path: { eq: $pagePath }) {
      ...PageMeta
    }
  }
`;
