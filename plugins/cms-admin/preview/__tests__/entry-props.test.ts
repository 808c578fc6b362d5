// The preview pane's mapping of an entry being edited to the site components' props: the same
// numbers, words and HTML as the build gives the pages, and no crash on a half-filled form.
import { loadContent } from '../../../../content-library';
import { renderMarkdown } from '../../../../contracts/markdown';
import { previewContent } from '../content';
import { classCardProps, faqItemProps, homeSlides, planOf, trainerViewData } from '../entry-props';
import { priceLine } from '../../../../src/membership/prices';
import { FIXTURE_CONTENT } from '../../../../fixtures';

const load = <K extends Parameters<typeof loadContent>[0]>(name: K) =>
  loadContent(name, FIXTURE_CONTENT);
const content = previewContent({
  'page-text': load('page-text'),
  site: load('site'),
  membership: load('membership'),
  links: load('links'),
  schedule: load('schedule'),
});

describe('planOf', () => {
  it('is the plan as /membership/ reads it, so the card prints the same price line', () => {
    const [plan] = load('membership-plans');
    const { id, ...data } = plan!;
    const mapped = planOf(id, data);
    expect(mapped).toMatchObject({ id, title: plan!.title, paragraphs: plan!.paragraphs });
    expect(priceLine(mapped.price, content.priceWords)).toBe(
      priceLine(plan!.price, content.priceWords),
    );
  });

  it('reads an empty form as zeros, billed per month, rather than failing', () => {
    expect(planOf('new', {}).price).toMatchObject({ amount: 0, per: 'month', joiningFee: 0 });
  });
});

describe('trainerViewData', () => {
  it("holds the trainer, its photo's URL and the words every trainer page shares", () => {
    const [trainer] = load('trainers');
    const data = trainerViewData(trainer!, 'blob:photo', content);
    expect(data.trainer?.name).toBe(trainer!.name);
    expect(data.trainer?.img.alt).toBe(trainer!.img.alt);
    expect(data.trainer?.qualification.map((q) => q.info)).toEqual(
      trainer!.qualification.map((q) => q.info),
    );
    expect(JSON.stringify(data.trainer?.img.src)).toContain('blob:photo');
    expect(data.pageTextYaml?.trainer).toEqual(load('page-text').trainer);
    expect(data.siteYaml?.contact.email).toBe(load('site').contact.email);
  });
});

describe('faqItemProps', () => {
  it('renders the answer’s Markdown as the build does, open', () => {
    const props = faqItemProps('guest', { question: 'Q?', answer: '**Yes**, [see](/faq/)' });
    expect(props).toEqual({
      id: 'guest',
      question: 'Q?',
      answer: renderMarkdown('**Yes**, [see](/faq/)'),
      open: true,
    });
    expect(props.answer).toContain('<strong>Yes</strong>');
  });
});

describe('classCardProps', () => {
  it('offers a calendar link only for a class the schedule shows', () => {
    const [scheduled] = content.scheduledClasses;
    expect(classCardProps('a', { name: scheduled }, content).calendarLabel).toBe(
      content.classText.calendarLabel,
    );
    expect(classCardProps('b', { name: 'Not on the schedule' }, content).calendarLabel).toBe(
      undefined,
    );
  });
});

describe('homeSlides', () => {
  it("is the home carousel's slides with the CMS's URL of each photo", () => {
    const { home } = load('carousels');
    const slides = homeSlides({ home }, (src) => `blob:${src}`);
    expect(slides.map((s) => s.image.images.fallback?.src)).toEqual(
      home.map((s) => `blob:${s.src}`),
    );
    expect(slides.map((s) => s.alt)).toEqual(home.map((s) => s.alt));
  });
});
