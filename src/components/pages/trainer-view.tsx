// One trainer: name, photo, qualifications, biography, how to book, and a way back to all trainers.
import React from 'react';
import { graphql } from 'gatsby';
import { requireImage } from '../carousel/carousel-data';
import { CtaBlock } from '../cta-block';
import { Hero } from '../hero';
import { Photo } from '../photo';
import { required } from '../../lib/required';
import { ROUTES } from '../../../contracts/routes';
import type { PageText } from '../../../content-library';

// moreInfo is left out of a trainer's file when a line has no details.
type Detail = { readonly info: string; readonly moreInfo?: readonly string[] | null };

const DetailList = ({ items }: { items: readonly Detail[] }) => (
  <ul className="detail-list">
    {items.map((item, i) => (
      <li key={i}>
        {item.info}
        {item.moreInfo && item.moreInfo.length > 0 && (
          <ul>
            {item.moreInfo.map((more, j) => (
              <li key={j}>{more}</li>
            ))}
          </ul>
        )}
      </li>
    ))}
  </ul>
);

export const TrainerView = ({ data }: { data: Queries.TrainerViewDataFragment }) => {
  const trainer = required(data.trainer, 'the trainer in content/trainers/');
  const text = required(data.pageTextYaml, 'content/page-text.yaml').trainer as PageText['trainer'];
  const email = required(data.siteYaml, 'content/site.yaml').contact.email;
  return (
    <>
      <Hero heading={trainer.name} text={text.heroText} />
      <div className="page-section container-xl trainer-detail">
        <Photo
          image={requireImage(trainer.img)}
          alt={trainer.img.alt}
          loading="eager"
          className="trainer-detail-photo"
        />
        <div>
          <section aria-labelledby="qualifications-heading">
            <h2 id="qualifications-heading">{text.qualificationsHeading}</h2>
            <DetailList items={trainer.qualification} />
          </section>
          <section aria-labelledby="biography-heading">
            <h2 id="biography-heading">{text.biographyHeading}</h2>
            <DetailList items={trainer.biography} />
          </section>
          <section aria-labelledby="trainer-contact-heading">
            <h2 id="trainer-contact-heading">{text.contactHeading}</h2>
            <p>
              {text.contactText} <a href={`mailto:${email}`}>{email}</a>.
            </p>
          </section>
        </div>
      </div>
      <CtaBlock {...text.footer} to={ROUTES.personalTraining} />
    </>
  );
};

export const query = graphql`
  fragment TrainerViewData on Query {
    trainer: trainersYaml(id: { eq: $id }) {
      name
      img {
        alt
        src {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 480, outputPixelDensities: [1, 2])
            # 1x and 2x screens: the photo is never shown at a quarter of its width
          }
        }
      }
      qualification {
        info
        moreInfo
      }
      biography {
        info
        moreInfo
      }
    }
    pageTextYaml {
      trainer
    }
    siteYaml {
      contact {
        email
      }
    }
  }
`;
