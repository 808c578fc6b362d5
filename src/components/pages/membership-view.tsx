// Membership: the plans, the add-ons, the alumni special (anchored usask_alumni) and the
// external Join Now and member-login links. Each "here" enquiry link goes to the contact page.
import React from 'react';
import { graphql, Link } from 'gatsby';
import { ExternalLink } from '../external-link';
import { Hero } from '../hero';
import { Section } from '../section';
import { LegacyFrame } from '../legacy-frame';
import type { PageMeta } from '../page-meta';
import { List, Paragraphs } from '../text';
import { required } from '../../lib/required';
import { ROUTES } from '../../routes';

type MembershipViewProps = {
  data: Queries.MembershipViewDataFragment;
  page: PageMeta;
  old?: boolean;
};

/** "For more information, click here." — the link names its topic for screen readers. */
const Enquiry = ({ text, topic }: { text: string; topic: string }) => (
  <p>
    {text}{' '}
    <Link to={ROUTES.contact}>
      here<span className="visually-hidden"> to ask about {topic}</span>
    </Link>
    .
  </p>
);

type Block = {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly enquire?: boolean | null;
};

/** Plans and add-ons as cards, each with its "here" enquiry link where the YAML asks for one. */
const BlockCards = ({ blocks, enquiryText }: { blocks: readonly Block[]; enquiryText: string }) => (
  <div className="section-grid">
    {blocks.map((block) => (
      <article key={block.id} id={block.id} className="content-card">
        <h3>{block.title}</h3>
        <Paragraphs items={block.paragraphs} />
        {block.enquire && <Enquiry text={enquiryText} topic={block.title} />}
      </article>
    ))}
  </div>
);

export const MembershipView = ({ data, page, old }: MembershipViewProps) => {
  const text = required(data.pageTextYaml, 'content/page-text.yaml').membership;
  const membership = required(data.membershipYaml, 'content/membership.yaml');
  const { registration, memberLogin } = required(data.linksYaml, 'content/links.yaml').external;
  const { alumni } = membership;
  return (
    <LegacyFrame old={old} currentPath={page.path}>
      <Hero heading={page.hero.heading} text={page.hero.text}>
        <ExternalLink className="btn btn-primary btn-lg hero-action" href={registration.url}>
          {registration.label}
        </ExternalLink>
      </Hero>
      <div className="page-section container-xl">
        <Paragraphs items={text.intro} />
      </div>
      <Section name="plans" heading={text.plansHeading}>
        <BlockCards blocks={membership.plans} enquiryText={text.enquiryText} />
      </Section>
      <Section name="addons" heading={text.addOnsHeading}>
        <BlockCards blocks={membership.addOns} enquiryText={text.enquiryText} />
      </Section>
      <Section name="alumni-special" heading={alumni.title} tone="accent" anchor={alumni.id}>
        <Paragraphs items={alumni.paragraphs} />
        <List items={alumni.terms} className="check-list" />
        <Enquiry text={text.enquiryText} topic={alumni.title} />
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
    </LegacyFrame>
  );
};

export const query = graphql`
  fragment MembershipViewData on Query {
    membershipYaml {
      plans {
        id
        title
        paragraphs
        enquire
      }
      addOns {
        id
        title
        paragraphs
      }
      alumni {
        id
        title
        paragraphs
        terms
      }
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
      membership {
        intro
        plansHeading
        addOnsHeading
        enquiryText
        joinHeading
        joinText
      }
    }
  }
`;
