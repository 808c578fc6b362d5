// gatsby-node: content validation, the explicit GraphQL schema of the YAML content, the trainer
// pages, the browser bundle's constants, and sitemap.xml / robots.txt after the build.
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { formatProblems, validateContent } from './scripts/content/validate';
import { CONTENT_DIR, readSiteConfig } from './scripts/content/site-config';
import { buildRobotsTxt, buildSitemapXml } from './src/seo/sitemap';
import { trainerPath } from './src/routes';
import { addCspMeta } from './scripts/csp/add-csp-meta';

const trainerTemplate = path.resolve('./src/templates/trainer.tsx');

const CONTENT_ERROR = 'content_invalid';

function reportContentProblems(
  reporter: Parameters<NonNullable<GatsbyNode['onPreInit']>>[0]['reporter'],
  problems: ReturnType<typeof validateContent>,
  stop: boolean,
) {
  if (problems.length === 0) return;
  // A named error, so Gatsby prints its own id instead of "ERROR UNKNOWN".
  reporter.setErrorMap({
    [CONTENT_ERROR]: {
      text: (context: { message: string }) => context.message,
      level: 'ERROR',
      category: 'USER',
    },
  });
  const error = { id: CONTENT_ERROR, context: { message: formatProblems(problems) } };
  if (stop) reporter.panic(error);
  else reporter.panicOnBuild(error);
}

export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  // Fail before anything else so an editor sees file, line, entry and field, not a GraphQL error.
  reportContentProblems(reporter, validateContent(CONTENT_DIR), true);
};

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, reporter }) => {
  // During `npm start`, re-check a YAML file each time an editor saves it.
  if (node.internal.type !== 'File' || !/\.ya?ml$/.test(String(node.base))) return;
  const problems = validateContent(CONTENT_DIR, process.cwd(), { only: String(node.base) });
  reportContentProblems(reporter, problems, false);
};

// Every type is declared with @dontInfer and required fields are non-null (!), so a field an
// editor leaves out fails the query loudly instead of quietly rendering an empty element.
// gatsby-transformer-yaml renames each record's `id` to `yamlId`.
const typeDefs = `
  type SiteImage {
    src: File! @fileByRelativePath
    alt: String!
    width: Int!
    height: Int!
  }
  type ContactInfo {
    title: String!
    address: String!
    cityProvince: String!
    postalCode: String!
    phone: String!
    email: String!
    textPhone: String!
  }
  type HoursTime {
    days: String!
    time: String!
  }
  type HoursGroup {
    name: String!
    times: [HoursTime!]!
  }
  type Hours {
    access: String!
    groups: [HoursGroup!]!
  }
  type SiteYaml implements Node @dontInfer {
    name: String!
    tagline: String!
    description: String!
    siteUrl: String!
    language: String!
    logo: SiteImage!
    socialImage: SiteImage!
    analyticsId: String!
    recaptchaSiteKey: String!
    copyrightYear: Int!
    contact: ContactInfo!
    hours: Hours!
  }
  type NavigationYaml implements Node @dontInfer {
    label: String!
    to: String!
  }
  type ExternalLink {
    label: String!
    url: String!
  }
  type SocialLink {
    kind: String!
    label: String!
    url: String!
  }
  type ExternalLinks {
    trialBooking: ExternalLink!
    registration: ExternalLink!
    memberLogin: ExternalLink!
    tourScheduling: ExternalLink!
    personalTrainingBooking: ExternalLink!
  }
  type Partner {
    name: String!
    url: String!
    logo: SiteImage!
  }
  type SchedulingWidget {
    script: String!
  }
  type LinksYaml implements Node @dontInfer {
    social: [SocialLink!]!
    external: ExternalLinks!
    partners: [Partner!]!
    schedulingWidget: SchedulingWidget!
  }
  type TrainerDetail {
    info: String!
    moreInfo: [String!]!
  }
  type TrainersYaml implements Node @dontInfer {
    yamlId: Int!
    name: String!
    img: SiteImage!
    qualification: [TrainerDetail!]!
    biography: [TrainerDetail!]!
  }
  type ClassesYaml implements Node @dontInfer {
    yamlId: String!
    name: String!
    description: String!
  }
  type ScheduleSlot {
    time: String!
    classes: [String!]!
  }
  type ScheduleYaml implements Node @dontInfer {
    image: SiteImage!
    days: [String!]!
    slots: [ScheduleSlot!]!
  }
  type AmenitiesYaml implements Node @dontInfer {
    yamlId: String!
    title: String!
    paragraphs: [String!]!
    items: [String!]!
  }
  type MembershipBlock {
    id: String!
    title: String!
    paragraphs: [String!]!
  }
  type PlanAction {
    kind: String!
    label: String!
  }
  type MembershipPlan {
    id: String!
    title: String!
    price: String
    paragraphs: [String!]!
    actions: [PlanAction!]!
  }
  type AlumniSpecial {
    id: String!
    title: String!
    paragraphs: [String!]!
    terms: [String!]!
  }
  type MembershipYaml implements Node @dontInfer {
    plans: [MembershipPlan!]!
    addOns: [MembershipBlock!]!
    alumni: AlumniSpecial!
  }
  type CarouselSlide {
    src: File! @fileByRelativePath
    alt: String!
    width: Int!
    height: Int!
    title: String
    description: String
  }
  type CarouselsYaml implements Node @dontInfer {
    home: [CarouselSlide!]!
    amenities: [CarouselSlide!]!
    classes: [CarouselSlide!]!
    personalTraining: [CarouselSlide!]!
  }
  type PageHero {
    heading: String!
    text: String!
  }
  type CtaBlock {
    heading: String!
    text: String!
    linkLabel: String!
  }
  type TextBlock {
    heading: String!
    text: String!
  }
  type HeadingOnly {
    heading: String!
  }
  type HomeWelcome {
    heading: String!
    paragraphs: [String!]!
    features: [String!]!
  }
  type HomeText {
    welcome: HomeWelcome!
    membershipLink: String!
    trial: TextBlock!
    tour: TextBlock!
    partners: HeadingOnly!
    alumni: CtaBlock!
    footer: CtaBlock!
  }
  type PersonalTrainingText {
    intro: [String!]!
    specialtiesHeading: String!
    specialties: [String!]!
    trainersHeading: String!
    booking: TextBlock!
    contactLinkLabel: String!
    footer: CtaBlock!
  }
  type TrainerText {
    qualificationsHeading: String!
    biographyHeading: String!
    contactHeading: String!
    contactText: String!
    footer: CtaBlock!
  }
  type ClassTip {
    heading: String!
    paragraphs: [String!]!
  }
  type ClassesText {
    intro: [String!]!
    scheduleHeading: String!
    schedulePrintLabel: String!
    classesHeading: String!
    classLinkLabel: String!
    tip: ClassTip!
    footer: CtaBlock!
  }
  type AmenitiesText {
    footer: CtaBlock!
  }
  type MembershipText {
    intro: [String!]!
    plansHeading: String!
    addOnsHeading: String!
    enquiryText: String!
    joinHeading: String!
    joinText: String!
  }
  type BookTourText {
    intro: [String!]!
  }
  type ContactText {
    infoHeading: String!
    hoursHeading: String!
  }
  type FormText {
    heading: String!
    text: String!
    submitLabel: String!
  }
  type FormsText {
    lead: FormText!
    promo: FormText!
    contact: FormText!
  }
  type PromoText {
    headline: String!
    offer: String!
    terms: String!
    homeButton: String!
  }
  type PageTextYaml implements Node @dontInfer {
    home: HomeText!
    personalTraining: PersonalTrainingText!
    trainer: TrainerText!
    classes: ClassesText!
    amenities: AmenitiesText!
    membership: MembershipText!
    bookTour: BookTourText!
    contact: ContactText!
    promo: PromoText!
    forms: FormsText!
  }
  type PagesYaml implements Node @dontInfer {
    path: String!
    title: String!
    description: String!
    hero: PageHero!
  }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allTrainersYaml: { nodes: { id: string; yamlId: number }[] } }>(`
    query TrainerIds {
      allTrainersYaml(sort: { yamlId: ASC }) {
        nodes {
          id
          yamlId
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not load the trainers from content/trainers.yaml', result.errors);
    return;
  }
  for (const { id, yamlId } of result.data.allTrainersYaml.nodes) {
    // The template tells the /old/ variant apart by its path.
    for (const old of [false, true]) {
      actions.createPage({
        path: trainerPath(yamlId, { old }),
        component: trainerTemplate,
        context: { id },
      });
    }
  }
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  actions,
  plugins,
}) => {
  const { analyticsId, recaptchaSiteKey, language } = readSiteConfig();
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __SITE_CONFIG__: JSON.stringify({ analyticsId, recaptchaSiteKey, language }),
      }),
    ],
  });
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const result = await graphql<{ allSitePage: { nodes: { path: string }[] } }>(`
    query SitemapPages {
      allSitePage {
        nodes {
          path
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not list the pages for sitemap.xml', result.errors);
    return;
  }
  const { siteUrl } = readSiteConfig();
  const paths = result.data.allSitePage.nodes.map((n) => n.path);
  fs.writeFileSync(path.resolve('public/sitemap.xml'), buildSitemapXml(siteUrl, paths));
  fs.writeFileSync(path.resolve('public/robots.txt'), buildRobotsTxt(siteUrl));

  // Each page's Content-Security-Policy meta tag, with the hashes of its own inline scripts
  // (infra/edge/content-security-policy.ts has the policy; the header part comes from the edge).
  try {
    const { pages } = addCspMeta(path.resolve('public'));
    reporter.info(`Content-Security-Policy meta tag written to ${pages.length} HTML pages`);
  } catch (error) {
    reporter.panicOnBuild('Could not add the Content-Security-Policy meta tags', error as Error);
  }
};
