// The preview pane's page parts, one per collection: the site's own components (its page views,
// plan cards, class card, FAQ item, carousel), given an entry's draft through entry-props.ts.
import React from 'react';
import type { Content } from '../../../content-library';
import { SlideCarousel } from '../../../src/components/carousel/carousel';
import { CardGrid } from '../../../src/components/card-grid';
import { ClassCard } from '../../../src/components/pages/classes-view';
import { FaqItem } from '../../../src/components/pages/faq-view';
import { PlanCards } from '../../../src/components/pages/membership-view';
import { TrainerView } from '../../../src/components/pages/trainer-view';
import {
  classCardProps,
  faqItemProps,
  homeSlides,
  planOf,
  trainerViewData,
  type Draft,
} from './entry-props';
import type { PreviewContent } from './content';

export type PreviewProps<T> = {
  data: Draft<T>;
  id: string;
  assetUrl: (path: string) => string;
  content: PreviewContent;
};

/** The page's frame, as a list page sets it, so the site's stylesheet applies as it does there. */
const Section = ({ children }: { children: React.ReactNode }) => (
  <main className="page-section container-xl">{children}</main>
);

const TrainerPreview = ({ data, assetUrl, content }: PreviewProps<Content['trainers']>) => (
  <TrainerView data={trainerViewData(data, assetUrl(data.img?.src ?? ''), content)} />
);

const PlanPreview = ({ data, id, content }: PreviewProps<Content['membership-plans']>) => (
  <Section>
    <PlanCards
      plans={[planOf(id, data)]}
      words={content.priceWords}
      registrationUrl={content.registrationUrl}
    />
  </Section>
);

const ClassPreview = ({ data, id, content }: PreviewProps<Content['classes']>) => (
  <Section>
    <CardGrid>
      <ClassCard {...classCardProps(id, data, content)} />
    </CardGrid>
  </Section>
);

const FaqPreview = ({ data, id }: PreviewProps<Content['faq']>) => (
  <Section>
    <div className="faq-group">
      <FaqItem {...faqItemProps(id, data)} />
    </div>
  </Section>
);

const BannersPreview = ({ data, assetUrl }: PreviewProps<Content['carousels']>) => (
  <SlideCarousel slides={homeSlides(data, assetUrl)} label="Photos of the club" />
);

/** By collection name; props are typed per collection, though the CMS hands any entry's data. */
export const PREVIEWS: Record<string, (props: PreviewProps<never>) => React.ReactElement> = {
  trainers: TrainerPreview as never,
  'membership-plans': PlanPreview as never,
  classes: ClassPreview as never,
  faq: FaqPreview as never,
  carousels: BannersPreview as never,
};
