// FAQ: each question a <details> with its id on an anchor inside the answer, so the browser opens
// it for /faq/#guest-passes before and without any script.
import React, { useEffect } from 'react';
import { graphql } from 'gatsby';
import { CtaBlock, type Cta } from '../cta-block';
import { RichText } from '../rich-text';
import { Paragraphs } from '../text';
import { groupQuestions, nodeEntries } from '../../../contracts/entries';
import { required } from '../../lib/required';
import { ROUTES } from '../../../contracts/routes';

type FaqViewProps = { data: Queries.FaqViewDataFragment; hash: string };

/** Opens the hash's question and focuses it, so a screen-reader user is at the answer. */
export function useOpenQuestion(hash: string) {
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    // The id is on the anchor inside the answer; a group's id (a <section>) has no <details>.
    const target = id ? document.getElementById(id)?.closest('details') : null;
    if (!target) return;
    target.open = true;
    const summary = target.querySelector('summary');
    summary?.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
    // On an in-site navigation the router focuses its wrapper once the new page has rendered,
    // after this effect: take focus back on the next frame.
    const frame = requestAnimationFrame(() => {
      if (!target.contains(document.activeElement)) summary?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}

/** The groups of content/faq-groups.yaml, each with its questions (content/faq/) in order. */
export const faqGroups = (data: Queries.FaqViewDataFragment) =>
  groupQuestions(
    required(data.faqGroupsYaml, 'content/faq-groups.yaml').groups,
    nodeEntries(data.allFaqYaml.nodes),
  );

type FaqItemProps = { id: string; question: string; answer: string; open?: boolean };

export const FaqItem = ({ id, question, answer, open }: FaqItemProps) => (
  <details className="faq-item" open={open}>
    <summary>{question}</summary>
    <span id={id} className="faq-anchor" />
    <RichText className="faq-answer" html={answer} />
  </details>
);

export const FaqView = ({ data, hash }: FaqViewProps) => {
  const text = required(data.pageTextYaml, 'content/page-text.yaml').faq;
  const groups = faqGroups(data);
  useOpenQuestion(hash);
  return (
    <>
      <div className="page-section">
        <div className="container-xl faq-layout">
          <div className="faq-intro">
            <Paragraphs items={text.intro} />
            <nav aria-label={text.topicsLabel} className="faq-topics">
              <ul>
                {groups.map((group) => (
                  <li key={group.id}>
                    <a href={`#${group.id}`}>{group.title}</a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div className="faq-groups">
            {groups.map((group) => (
              <section
                key={group.id}
                id={group.id}
                className="faq-group"
                aria-labelledby={`${group.id}-heading`}
              >
                <h2 id={`${group.id}-heading`}>{group.title}</h2>
                {group.questions.map((q) => (
                  <FaqItem key={q.id} id={q.id} question={q.question} answer={q.answer} />
                ))}
              </section>
            ))}
          </div>
        </div>
      </div>
      <CtaBlock {...(text.footer as Cta)} to={ROUTES.contact} />
    </>
  );
};

export const query = graphql`
  fragment FaqViewData on Query {
    faqGroupsYaml {
      groups {
        id
        title
      }
    }
    allFaqYaml {
      nodes {
        yamlId
        order
        group
        question
        answer
      }
    }
    pageTextYaml {
      faq {
        intro
        topicsLabel
        footer
      }
    }
  }
`;
