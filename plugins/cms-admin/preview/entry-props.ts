// An entry as the editor has it so far (any field may still be empty) as the props the site's own
// components take, with the words of the other content files (content.ts).
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { Content } from '../../../content-library';
import { renderMarkdown } from '../../../contracts/markdown';
import type { Plan } from '../../../src/components/pages/membership-view';
import type { Slide } from '../../../src/components/carousel/carousel';
import type { PreviewContent } from './content';

export type Draft<T> = { readonly [K in keyof T]?: T[K] | null };

/** An image the CMS holds (its blob: or repository URL) as a processed image of the site. */
export function imageData(src: string, width: number, height: number): IGatsbyImageData {
  return { layout: 'constrained', width, height, images: { fallback: { src } } };
}

/** TrainerView's data: the trainer edited, with the words every trainer page shares. */
export function trainerViewData(
  trainer: Draft<Content['trainers']>,
  photoUrl: string,
  content: PreviewContent,
): Queries.TrainerViewDataFragment {
  const details = (list: Content['trainers']['biography'] | null | undefined) =>
    (list ?? []).map((d) => ({ info: d.info ?? '', moreInfo: d.moreInfo ?? null }));
  return {
    trainer: {
      name: trainer.name ?? '',
      img: {
        alt: trainer.img?.alt ?? '',
        src: { childImageSharp: { gatsbyImageData: imageData(photoUrl, 480, 600) } },
      },
      qualification: details(trainer.qualification),
      biography: details(trainer.biography),
    },
    pageTextYaml: { trainer: content.trainerText },
    siteYaml: { contact: { email: content.email } },
  } as unknown as Queries.TrainerViewDataFragment;
}

/** A plan as /membership/'s cards take it; missing numbers are 0 until typed. */
export function planOf(id: string, plan: Draft<Content['membership-plans']>): Plan {
  const price: Draft<Content['membership-plans']['price']> = plan.price ?? {};
  return {
    id,
    title: plan.title ?? '',
    paragraphs: plan.paragraphs ?? [],
    actions: plan.actions ?? [],
    price: {
      from: price.from ?? false,
      amount: price.amount ?? 0,
      per: price.per ?? 'month',
      visits: price.visits ?? undefined,
      note: price.note ?? undefined,
      joiningFee: price.joiningFee ?? 0,
      annualFee: price.annualFee ?? 0,
      minimumTermMonths: price.minimumTermMonths ?? 0,
      noticeDays: price.noticeDays ?? 0,
      taxesIncluded: price.taxesIncluded ?? false,
    },
  };
}

/** Its answer's Markdown made HTML as the build makes it. */
export function faqItemProps(id: string, question: Draft<Content['faq']>) {
  return {
    id,
    question: question.question ?? '',
    answer: renderMarkdown(question.answer ?? ''),
    open: true,
  };
}

export function classCardProps(
  id: string,
  item: Draft<Content['classes']>,
  content: PreviewContent,
) {
  const name = item.name ?? '';
  return {
    id,
    name,
    description: item.description ?? '',
    linkLabel: content.classText.linkLabel,
    calendarLabel: content.scheduledClasses.includes(name)
      ? content.classText.calendarLabel
      : undefined,
  };
}

export function homeSlides(
  carousels: Draft<Content['carousels']>,
  urlOf: (src: string) => string,
): Slide[] {
  return (carousels.home ?? []).map((slide) => ({
    image: imageData(urlOf(slide.src ?? ''), 1600, 900),
    alt: slide.alt ?? '',
    title: slide.title ?? undefined,
    description: slide.description ?? undefined,
  }));
}
