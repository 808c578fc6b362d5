// Personal training: a photo, the specialties, the trainers, the booking link and a contact block.
import React from 'react';
import { graphql, Link } from 'gatsby';
import { SlideCarousel } from '../carousel/carousel';
import { requireImage, toSlides } from '../carousel/carousel-data';
import { CtaBlock } from '../cta-block';
import { ExternalLink } from '../external-link';
import { Photo } from '../photo';
import { Section } from '../section';
import { List, Paragraphs } from '../text';
import { nodeEntries } from '../../../contracts/entries';
import { required } from '../../lib/required';
import { CONTACT_FORM_ANCHOR, ROUTES, trainerPath } from '../../../contracts/routes';
import type { PageText } from '../../../content-library';

export const PersonalTrainingView = ({
  data,
  old = false,
}: {
  data: Queries.PersonalTrainingViewDataFragment;
  old?: boolean;
}) => {
  const slides = required(data.carouselsYaml, 'content/carousels.yaml').personalTraining;
  const text = required(data.pageTextYaml, 'content/page-text.yaml')
    .personalTraining as PageText['personalTraining'];
  const booking = required(data.linksYaml, 'content/links.yaml').external.personalTrainingBooking;
  const trainers = nodeEntries(data.allTrainersYaml.nodes);
  return (
    <>
      <SlideCarousel slides={toSlides(slides)} label="Photo of a training session" />
      <div className="page-section container-xl">
        <Paragraphs items={text.intro} />
      </div>
      <Section name="specialties" heading={text.specialtiesHeading}>
        <List items={text.specialties} className="check-list check-list--columns" />
      </Section>
      <Section name="trainers" heading={text.trainersHeading}>
        <ul className="trainer-grid" data-count={trainers.length}>
          {trainers.map((trainer) => (
            <li key={trainer.yamlId} className="trainer-card">
              <Photo image={requireImage(trainer.img)} alt="" className="trainer-card-photo" />
              {/* The link's name is the trainer's; its ::after makes the whole card clickable. */}
              <Link to={trainerPath(trainer.yamlId, { old })} className="trainer-card-name">
                {trainer.name}
              </Link>
              {trainer.qualification[0] && (
                <span className="trainer-card-credential">{trainer.qualification[0].info}</span>
              )}
            </li>
          ))}
        </ul>
      </Section>
      <Section name="booking" heading={text.booking.heading} tone="muted">
        <p>{text.booking.text}</p>
        <div className="page-actions">
          <ExternalLink className="btn btn-primary btn-lg" href={booking.url}>
            {booking.label}
          </ExternalLink>
          <Link
            className="btn btn-outline-dark btn-lg"
            to={`${ROUTES.contact}#${CONTACT_FORM_ANCHOR}`}
          >
            {text.contactLinkLabel}
          </Link>
        </div>
      </Section>
      <CtaBlock {...text.footer} to={ROUTES.contact} />
    </>
  );
};

export const query = graphql`
  fragment PersonalTrainingViewData on Query {
    carouselsYaml {
      personalTraining {
        ...CarouselSlideData
      }
    }
    allTrainersYaml {
      nodes {
        yamlId
        order
        name
        qualification {
          info
        }
        img {
          alt
          src {
            childImageSharp {
              gatsbyImageData(
                layout: CONSTRAINED
                width: 360
                aspectRatio: 0.8
                outputPixelDensities: [1, 2]
              )
              # 1x and 2x screens: the photo is never shown at a quarter of its width
            }
          }
        }
      }
    }
    linksYaml {
      external {
        personalTrainingBooking {
          label
          url
        }
      }
    }
    pageTextYaml {
      personalTraining
    }
  }
`;
