// /under_maintenance/: shown for every page while maintenance mode is on at the edge.
import React from 'react';
import { graphql } from 'gatsby';
import { pageHead, viewPage } from '../components/page-meta';

const UnderMaintenanceView = ({ data }: { data: Queries.UnderMaintenancePageQuery }) => {
  const phone = data.siteYaml?.contact.textPhone;
  if (!phone) return null;
  return (
    <div className="container-xl page-section">
      <p className="lead">
        Text us at <a href={`sms:+1${phone.replace(/\D/g, '')}`}>{phone}</a> and we will get back to
        you.
      </p>
    </div>
  );
};

export default viewPage(UnderMaintenanceView);

export const Head = pageHead({ noindex: true });

export const query = graphql`
  query UnderMaintenancePage($pagePath: String!) {
    ...PageMeta
    siteYaml {
      contact {
        textPhone
      }
    }
  }
`;
