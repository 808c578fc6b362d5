// /under_maintenance/: shown for every page while maintenance mode is on at the edge.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Hero } from '../components/hero';
import { PageHead, requirePage } from '../components/page-meta';
import type { PageContext } from '../../contracts/routes';

const UnderMaintenancePage = ({
  data,
  pageContext,
}: PageProps<Queries.UnderMaintenancePageQuery, PageContext>) => {
  const page = requirePage(data.page, pageContext.pagePath);
  const phone = data.siteYaml?.contact.textPhone;
  return (
    <>
      <Hero heading={page.hero.heading} text={page.hero.text} />
      {phone && (
        <div className="container-xl page-section">
          <p className="lead">
            Text us at <a href={`sms:+1${phone.replace(/\D/g, '')}`}>{phone}</a> and we will get
            back to you.
          </p>
        </div>
      )}
    </>
  );
};

export const Head: HeadFC<Queries.UnderMaintenancePageQuery, PageContext> = ({
  data,
  pageContext,
}) => <PageHead page={data.page} context={pageContext} noindex />;

export default UnderMaintenancePage;

export const query = graphql`
  query UnderMaintenancePage($pagePath: String!) {
    page: pagesYaml(path: { eq: $pagePath }) {
      ...PageMeta
    }
    siteYaml {
      contact {
        textPhone
      }
    }
  }
`;
