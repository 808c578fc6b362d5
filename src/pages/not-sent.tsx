// /not-sent/: where a form posted without its script lands when refused; the address's fragment
// names why and CSS (:target) shows only that reason, so the page needs no script.
import React from 'react';
import { graphql, Link } from 'gatsby';
import { pageHead, viewPage } from '../components/page-meta';
import { required } from '../lib/required';
import { fillText } from '../../contracts/fill-text';
import { FIELD_REFUSALS, GENERAL_REFUSALS } from '../../contracts/forms/refusals';
import { ROUTES } from '../../contracts/routes';
import type { PageText } from '../../content-library';

const FormRefusedView = ({ data }: { data: Queries.FormRefusedPageQuery }) => {
  const { formAnswers, forms } = required(data.pageTextYaml, 'content/page-text.yaml');
  const text = formAnswers.refused as PageText['formAnswers']['refused'];
  return (
    <>
      <div className="container-xl form-answer">
        <div className="form-answer-text">
          {FIELD_REFUSALS.map(({ anchor, code, max }) => (
            <p key={anchor} id={anchor} className="form-refusal">
              {text.fieldIntro}{' '}
              <strong>{fillText(forms.errors[code] as string, { max: max ?? '' })}</strong>
            </p>
          ))}
          {GENERAL_REFUSALS.map((reason) => (
            <p key={reason} id={reason} className="form-refusal">
              {text.reasons[reason]}
            </p>
          ))}
          <p>{text.back}</p>
        </div>
      </div>
      <div className="container-xl page-actions">
        <Link className="btn btn-outline-dark btn-lg" to={ROUTES.contact}>
          {text.contactLabel}
        </Link>
      </div>
    </>
  );
};

export default viewPage(FormRefusedView);

export const Head = pageHead({ noindex: true });

export const query = graphql`
  query FormRefusedPage($pagePath: String!) {
    ...PageMeta
    pageTextYaml {
      formAnswers {
        refused
      }
      forms {
        ...EnquiryFormText
      }
    }
  }
`;
