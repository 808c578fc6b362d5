// Membership: the plans and their prices compared, the add-ons and the alumni special.
import React from 'react';
import { graphql, Link } from 'gatsby';
import { CardGrid } from '../card-grid';
import { ExternalLink } from '../external-link';
import { Hero } from '../hero';
import { Section } from '../section';
import type { ViewProps } from '../page-meta';
import { List, Paragraphs } from '../text';
import { FIRST_YEAR_NOTE_ID, PlanFacts, PlanTable } from '../plan-comparison';
import { priceLine, type PriceWords } from '../../membership/prices';
import { nodeEntries } from '../../../contracts/entries';
import { required } from '../../lib/required';
import { ROUTES } from '../../../contracts/routes';
import type { Content, PageText } from '../../../content-library';

export type Plan = Content['membership-plans'] & { readonly id: string };

/** The plans in order; a price and the actions are JSON fields, typed by their schema. */
export const plansOf = (data: Pick<Queries.MembershipViewDataFragment, 'allMembershipPlansYaml'>) =>
  nodeEntries(data.allMembershipPlansYaml.nodes) as unknown as Plan[];

/** "join" opens the online registration, "ask" the contact page. */
const PlanActions = ({ plan, registrationUrl }: { plan: Plan; registrationUrl: string }) => (
  <div className="content-card-actions">
    {plan.actions.map((action, i) => {
      const className = i === 0 ? 'btn btn-primary' : 'btn btn-outline-dark';
      // The plan's name completes a generic label such as "Ask about this plan" for screen readers.
      const topic = <span className="visually-hidden">: {plan.title}</span>;
      return action.kind === 'join' ? (
        <ExternalLink key={action.kind} className={className} href={registrationUrl}>
          {action.label}
          {topic}
        </ExternalLink>
      ) : (
        <Link key={action.kind} className={className} to={ROUTES.contact}>
          {action.label}
          {topic}
        </Link>
      );
    })}
  </div>
);

export const PlanCards = ({
  plans,
  words,
  registrationUrl,
}: {
  plans: readonly Plan[];
  words: PriceWords;
  registrationUrl: string;
}) => (
  <CardGrid>
    {plans.map((plan) => (
      <article key={plan.id} id={plan.id} className="content-card">
        <h3>{plan.title}</h3>
        {/* On a wide screen; a phone's card lists every row instead (PlanFacts). */}
        <p className="plan-price">{priceLine(plan.price, words)}</p>
        <PlanFacts price={plan.price} words={words} />
        <Paragraphs items={plan.paragraphs} />
        <PlanActions plan={plan} registrationUrl={registrationUrl} />
      </article>
    ))}
  </CardGrid>
);

export const MembershipView = ({ data, page }: ViewProps<Queries.MembershipViewDataFragment>) => {
  // JSON fields (plugins/content-source): content/ has passed its schema, whose types these are.
  const text = required(data.pageTextYaml, 'content/page-text.yaml')
    .membership as PageText['membership'];
  const { addOns, alumni, comparison } = required(
    data.membershipYaml,
    'content/membership.yaml',
  ) as unknown as Content['membership'];
  const { registration, memberLogin } = required(data.linksYaml, 'content/links.yaml').external;
  const plans = plansOf(data);
  return (
    <>
      <Hero {...page.hero}>
        <div className="hero-actions">
          <ExternalLink className="btn btn-primary btn-lg" href={registration.url}>
            {registration.label}
          </ExternalLink>
        </div>
      </Hero>
      <div className="page-section container-xl">
        <Paragraphs items={text.intro} />
      </div>
      <Section name="plans" heading={text.plansHeading}>
        <PlanCards plans={plans} words={comparison} registrationUrl={registration.url} />
        <PlanTable plans={plans} words={comparison} />
        <p id={FIRST_YEAR_NOTE_ID} className="plan-note">
          {comparison.firstYearNote}
        </p>
      </Section>
      <Section name="addons" heading={text.addOnsHeading}>
        <CardGrid>
          {addOns.map((block) => (
            <article key={block.id} id={block.id} className="content-card">
              <h3>{block.title}</h3>
              <Paragraphs items={block.paragraphs} />
            </article>
          ))}
        </CardGrid>
      </Section>
      <Section name="alumni-special" heading={alumni.title} tone="accent" anchor={alumni.id}>
        <Paragraphs items={alumni.paragraphs} />
        <List items={alumni.terms} className="check-list" />
        {/* "For more information, click here." — the link names its topic for screen readers. */}
        <p>
          {text.enquiryText}{' '}
          <Link to={ROUTES.contact}>
            here<span className="visually-hidden"> to ask about {alumni.title}</span>
          </Link>
          .
        </p>
      </Section>
      <Section name="join" heading={text.joinHeading}>
        <p>{text.joinText}</p>
        <div className="page-actions">
          <ExternalLink className="btn btn-primary btn-lg" href={registration.url}>
            {registration.label}
          </ExternalLink>
          <ExternalLink className="btn btn-outline-dark btn-lg" href={memberLogin.url}>
            {memberLogin.label}
          </ExternalLink>
        </div>
      </Section>
    </>
  );
};

export const query = graphql`
  fragment MembershipViewData on Query {
    allMembershipPlansYaml {
      nodes {
        yamlId
        order
        title
        price
        paragraphs
        actions
      }
    }
    membershipYaml {
      addOns
      alumni
      comparison
    }
    linksYaml {
      external {
        registration {
          label
          url
        }
        memberLogin {
          label
          url
        }
      }
    }
    pageTextYaml {
      membership
    }
  }
`;
