// /sent/: where a form the browser posted without its script lands once the lead is stored.
import React from 'react';
import { graphql, Link } from 'gatsby';
import { pageHead, viewPage } from '../components/page-meta';
import { required } from '../lib/required';
import { ROUTES } from '../../contracts/routes';
import type { PageText } from '../../content-library';

const FormSentView = ({ data }: { data: Queries.FormSentPageQuery }) => {
  const pageText = required(data.pageTextYaml, 'content/page-text.yaml');
  const text = pageText.formAnswers.sent as PageText['formAnswers']['sent'];
  return (
    <>
      <div className="container-xl form-answer">
        <div role="status">
          <p className="form-answer-text form-sent-any">{text.text}</p>
          {/* A tour request lands on /sent/#tour: the club's words on when it will answer. */}
          <p id="tour" className="form-answer-text form-sent-tour">
            {pageText.bookTour.request.confirmation}
          </p>
        </div>
      </div>
      <div className="container-xl page-actions">
        <Link className="btn btn-primary btn-lg" to={ROUTES.home}>
          {text.homeLabel}
        </Link>
      </div>
    </>
  );
};

export default viewPage(FormSentView);

export const Head = pageHead({ noindex: true });

export const query = graphql`
  query FormSentPage($pagePath: String!) {
    ...PageMeta
    pageTextYaml {
      bookTour {
        request {
          confirmation
        }
      }
      formAnswers {
        sent
      }
    }
  }
`;
