// /under_maintenance/: shown for every page while maintenance mode is on at the edge.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Hero } from '../components/hero';
import { PageHead, requirePage } from '../components/page-meta';
import { ROUTES } from '../routes';

const UnderMaintenancePage = ({ data }: PageProps<Queries.UnderMaintenancePageQuery>) => {
  const page = requirePage(data.page, ROUTES.underMaintenance);
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

export const Head: HeadFC<Queries.UnderMaintenancePageQuery> = ({ data }) => (
  <PageHead page={data.page} pathname={ROUTES.underMaintenance} noindex />
);

export default UnderMaintenancePage;

export const query = graphql`
  query UnderMaintenancePage {
    page: pagesYaml(path: { eq: "/under_maintenance/" }) {
      ...PageMeta
    }
    siteYaml {
      contact {
        textPhone
      }
    }
  }
`;
