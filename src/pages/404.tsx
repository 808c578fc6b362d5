// The not-found page: 'Oops, 404 Page Not Found', links home and to the contact page; served
// with status 404 for any unknown path.
import React from 'react';
import { graphql, Link } from 'gatsby';
import { pageHead, viewPage } from '../components/page-meta';
import { ROUTES } from '../../contracts/routes';

const NotFoundView = () => (
  <div className="container-xl page-actions">
    <Link className="btn btn-primary btn-lg" to={ROUTES.home}>
      Go to Homepage
    </Link>
    <Link className="btn btn-outline-dark btn-lg" to={ROUTES.contact}>
      Contact Us
    </Link>
  </div>
);

export default viewPage<Queries.NotFoundPageQuery>(NotFoundView);

export const Head = pageHead({ noindex: true });

export const query = graphql`
  query NotFoundPage($pagePath: String!) {
    ...PageMeta
  }
`;
