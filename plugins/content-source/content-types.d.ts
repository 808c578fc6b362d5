// Generated from content/schema/ by plugins/content-source/generate-types.ts. Do not edit.

/**
 * @minItems 1
 *
 * Items: Text that must not be empty
 */
export type Paragraphs = string[];
/**
 * The sections of /amenities/, in order.
 *
 * @minItems 1
 */
export type Amenities = {
  /**
   * Lower-case letters, digits and dashes, used in page anchors
   */
  id: string;
  /**
   * Text that must not be empty
   */
  title: string;
  paragraphs: Paragraphs;
  /**
   * A checklist shown after the paragraphs; leave it out for none
   *
   * Items: Text that must not be empty
   */
  items?: string[];
}[];
/**
 * Path of the image file, relative to content/, e.g. ./images/trainers/alex.jpg
 */
export type Photo = string;
/**
 * Text that must not be empty
 */
export type AltText = string;
/**
 * Where the entry comes in the list: lowest first, numbers may skip (1, 2, 5) or repeat (then by file name). An entry without one, as a new entry is made, comes before all. To move an entry, change its number: only its own file changes.
 */
export type Position = number;
/**
 * @minItems 1
 */
export type Groups = {
  /**
   * Lower-case letters, digits and dashes, used in page anchors
   */
  id: string;
  /**
   * Text that must not be empty
   */
  title: string;
}[];
/**
 * Where the entry comes in the list: lowest first, numbers may skip (1, 2, 5) or repeat (then by file name). An entry without one, as a new entry is made, comes before all. To move an entry, change its number: only its own file changes.
 */
export type Position1 = number;
/**
 * The group of /faq/ the question is in (content/faq-groups.yaml)
 */
export type Group = string;
/**
 * Path of the image file, relative to content/, e.g. ./images/trainers/alex.jpg
 */
export type ImageFile = string;
/**
 * Text that must not be empty
 */
export type AltText1 = string;
/**
 * Where the entry comes in the list: lowest first, numbers may skip (1, 2, 5) or repeat (then by file name). An entry without one, as a new entry is made, comes before all. To move an entry, change its number: only its own file changes.
 */
export type Position2 = number;
/**
 * On: the amount is the lowest of several rates, and the page writes “from” before it (e.g. corporate rates that depend on the company's size)
 */
export type FromPrice = boolean;
/**
 * What a member pays each period (or for one pack), in dollars and cents, e.g. 49.99
 */
export type AmountCAD = number;
/**
 * The period the amount is paid for: month, two-weeks, year, or pack (a punch pass: the amount buys a pack of visits)
 */
export type BilledPer = "month" | "two-weeks" | "year" | "pack";
/**
 * Only with “pack”: how many visits the amount buys, e.g. 10
 */
export type VisitsInAPack = number;
/**
 * Text that must not be empty
 */
export type AfterThePrice = string;
/**
 * Paid once when a member joins; 0 for none
 */
export type JoiningFeeCAD = number;
/**
 * Paid once a year on top of the amount; 0 for none
 */
export type AnnualFeeCAD = number;
/**
 * How many months a member commits to; 0 for none
 */
export type MinimumTermMonths = number;
/**
 * How many days' notice a member gives to cancel; 0 for none
 */
export type NoticeToCancelDays = number;
/**
 * On: the amounts include GST and PST; off: taxes are added to them
 */
export type TaxesIncluded = boolean;
/**
 * The site's navigation, in the order it appears in the header, the drawer and the footer.
 *
 * @minItems 1
 */
export type Navigation = {
  /**
   * Text that must not be empty
   */
  label: string;
  /**
   * A site path that starts and ends with /, e.g. /classes/
   */
  to: string;
}[];
/**
 * Per-route text: the browser title, the search/social description, and the hero. The /old/ variants of a page reuse its entry. Trainer pages take their title from trainers.yaml.
 *
 * @minItems 1
 */
export type Pages = {
  /**
   * A site path that starts and ends with /, e.g. /classes/
   */
  path: string;
  /**
   * Text that must not be empty
   */
  title: string;
  /**
   * What search engines show: 50 to 160 characters
   */
  description: string;
  hero: {
    /**
     * Text that must not be empty
     */
    heading: string;
    /**
     * Text that must not be empty
     */
    text: string;
  };
}[];
/**
 * Where the entry comes in the list: lowest first, numbers may skip (1, 2, 5) or repeat (then by file name). An entry without one, as a new entry is made, comes before all. To move an entry, change its number: only its own file changes.
 */
export type Position3 = number;
/**
 * @minItems 1
 */
export type Qualifications = TrainerDetail[];
/**
 * @minItems 1
 */
export type Biography = TrainerDetail[];

/**
 * Every file in content/, by its name without .yaml.
 */
export interface Content {
  accessibility: Accessibility;
  amenities: Amenities;
  carousels: Carousels;
  classes: Classes;
  "faq-groups": FaqGroups;
  faq: Faq;
  links: Links;
  "membership-plans": MembershipPlans;
  membership: Membership;
  navigation: Navigation;
  "page-text": PageText;
  pages: Pages;
  privacy: Privacy;
  schedule: Schedule;
  site: Site;
  trainers: Trainers;
}
/**
 * The accessibility statement on /accessibility/. Update lastReviewed each time the statement is checked against the site, even when nothing else changes. Texts may use simple Markdown: **bold**, *italic*, [a link](/contact/) and lists (lines starting with "- "); no HTML.
 */
export interface Accessibility {
  /**
   * Text with simple Markdown: **bold**, *italic*, [a link](/contact/), lists with - at the start of a line; no HTML
   */
  intro: string;
  /**
   * The standard the site aims at (WCAG 2.1 AA)
   */
  standard: {
    /**
     * Text that must not be empty
     */
    heading: string;
    /**
     * Text with simple Markdown: **bold**, *italic*, [a link](/contact/), lists with - at the start of a line; no HTML
     */
    text: string;
  };
  /**
   * How the site is checked
   */
  checks: {
    /**
     * Text that must not be empty
     */
    heading: string;
    /**
     * Text that must not be empty
     */
    intro: string;
    /**
     * @minItems 1
     *
     * Items: Text with simple Markdown: **bold**, *italic*, [a link](/contact/), lists with - at the start of a line; no HTML
     */
    items: string[];
  };
  /**
   * Known limits, such as third-party parts
   */
  limits: {
    /**
     * Text that must not be empty
     */
    heading: string;
    /**
     * Text that must not be empty
     */
    intro: string;
    /**
     * @minItems 1
     */
    items: {
      /**
       * Text that must not be empty
       */
      name: string;
      /**
       * Text with simple Markdown: **bold**, *italic*, [a link](/contact/), lists with - at the start of a line; no HTML
       */
      text: string;
    }[];
  };
  /**
   * How to report a barrier; the club's e-mail and phone from site.yaml follow
   */
  report: {
    /**
     * Text that must not be empty
     */
    heading: string;
    /**
     * Text with simple Markdown: **bold**, *italic*, [a link](/contact/), lists with - at the start of a line; no HTML
     */
    text: string;
    /**
     * Text with simple Markdown: **bold**, *italic*, [a link](/contact/), lists with - at the start of a line; no HTML
     */
    responseTime: string;
    /**
     * Text that must not be empty
     */
    contactLabel: string;
  };
  /**
   * When the statement was last checked against the site, e.g. 2025-06-02; update it at each check, even when nothing else changes
   */
  lastReviewed: string;
  /**
   * Text that must not be empty
   */
  lastReviewedLabel: string;
  /**
   * Text that must not be empty
   */
  footerLinkLabel: string;
}
/**
 * The image carousels. Replace an image by overwriting its file; keep the alt text describing the new photo.
 */
export interface Carousels {
  /**
   * @minItems 1
   */
  home: CarouselSlide[];
  /**
   * @minItems 1
   */
  amenities: CarouselSlide[];
  /**
   * @minItems 1
   */
  classes: CarouselSlide[];
  /**
   * @minItems 1
   */
  personalTraining: CarouselSlide[];
}
export interface CarouselSlide {
  src: Photo;
  alt: AltText;
  /**
   * Text that must not be empty
   */
  title?: string;
  /**
   * Text that must not be empty
   */
  description?: string;
}
/**
 * One group class per file, listed on /classes/. The file name is the class’s id and its anchor on /classes/.
 */
export interface Classes {
  order?: Position;
  /**
   * Text on one line, without line breaks, that must not be empty
   */
  name: string;
  /**
   * Text that must not be empty
   */
  description: string;
}
/**
 * The groups of /faq/, in the order they appear; each question (content/faq/) names its group.
 */
export interface FaqGroups {
  groups: Groups;
}
/**
 * One question of /faq/ per file. The file name is the question’s anchor: content/faq/guest-passes.yaml is /faq/#guest-passes. Keep a file’s name once published, since other pages and other sites link to it. Answers may use simple Markdown: **bold**, *italic*, [a link](/membership/) and lists (lines starting with "- "); no HTML.
 */
export interface Faq {
  order?: Position1;
  group: Group;
  /**
   * Text that must not be empty
   */
  question: string;
  /**
   * Text with simple Markdown: **bold**, *italic*, [a link](/contact/), lists with - at the start of a line; no HTML
   */
  answer: string;
}
/**
 * Links to other sites: social media, the facility-management service, the tour scheduler and partners.
 */
export interface Links {
  /**
   * @minItems 1
   */
  social: {
    kind: "facebook" | "instagram" | "youtube" | "x" | "tiktok" | "linkedin";
    /**
     * Text that must not be empty
     */
    label: string;
    /**
     * An absolute https:// address
     */
    url: string;
  }[];
  external: {
    trialBooking: Link;
    registration: Link;
    memberLogin: Link;
    tourScheduling?: Link1;
    personalTrainingBooking: Link;
  };
  /**
   * @minItems 1
   */
  partners: {
    /**
     * Text that must not be empty
     */
    name: string;
    /**
     * An absolute https:// address
     */
    url: string;
    logo: Image;
  }[];
  /**
   * The scheduling service's inline widget: its script is loaded only as the widget nears the screen. Leave it out if the club uses no scheduler.
   */
  schedulingWidget?: {
    /**
     * An absolute https:// address
     */
    script: string;
  };
}
export interface Link {
  /**
   * Text that must not be empty
   */
  label: string;
  /**
   * An absolute https:// address
   */
  url: string;
}
/**
 * The scheduling service's tour booking page. Leave it out (with schedulingWidget) if the club uses no scheduler: the Book a Tour page is then the club's own tour request form.
 */
export interface Link1 {
  /**
   * Text that must not be empty
   */
  label: string;
  /**
   * An absolute https:// address
   */
  url: string;
}
/**
 * An image file and what it shows. Its size in pixels is read from the file when the site is built.
 */
export interface Image {
  src: ImageFile;
  alt: AltText1;
}
/**
 * One membership plan of /membership/ per file. The file name is the plan’s anchor (/membership/#corporate). Each plan has its price in numbers (the page writes the price line, the comparison of the plans and the search engines' data from them) and one or two actions: join (the online registration) or ask (the contact page), each with a label that says what it does.
 */
export interface MembershipPlans {
  order?: Position2;
  /**
   * Text that must not be empty
   */
  title: string;
  price: Price;
  paragraphs: Paragraphs;
  /**
   * The plan's buttons, the first one most prominent
   *
   * @minItems 1
   * @maxItems 2
   */
  actions: {
    /**
     * join: the online registration (links.yaml, registration), in a new tab; ask: the contact page
     */
    kind: "join" | "ask";
    /**
     * Text that must not be empty
     */
    label: string;
  }[];
}
/**
 * What the plan costs, in Canadian dollars. Every fee a member must pay is here, so the page can show it and add up the first year: write 0 for a fee the plan does not have.
 */
export interface Price {
  from: FromPrice;
  amount: AmountCAD;
  per: BilledPer;
  visits?: VisitsInAPack;
  note?: AfterThePrice;
  joiningFee: JoiningFeeCAD;
  annualFee: AnnualFeeCAD;
  minimumTermMonths: MinimumTermMonths;
  noticeDays: NoticeToCancelDays;
  taxesIncluded: TaxesIncluded;
}
/**
 * Add-ons, the alumni special and the words of the plans' prices and comparison on /membership/; the plans are content/membership-plans/.
 */
export interface Membership {
  /**
   * @minItems 1
   */
  addOns: TitledBlock[];
  alumni: {
    /**
     * The page anchor; links elsewhere point at #usask_alumni
     */
    id: "usask_alumni";
    /**
     * Text that must not be empty
     */
    title: string;
    paragraphs: Paragraphs;
    /**
     * @minItems 1
     *
     * Items: Text that must not be empty
     */
    terms: string[];
  };
  /**
   * The words of the plans' prices and of their comparison (a table on a wide screen, a list in each plan's card on a phone). The numbers are each plan's, in content/membership-plans/.
   */
  comparison: {
    /**
     * Text that must not be empty
     */
    caption: string;
    /**
     * Text that must not be empty
     */
    from: string;
    /**
     * After the amount, by how the plan is billed, e.g. '/ month'
     */
    periods: {
      /**
       * Text that must not be empty
       */
      month: string;
      /**
       * Text that must not be empty
       */
      twoWeeks: string;
      /**
       * Text that must not be empty
       */
      year: string;
    };
    /**
     * Text that must not be empty
     */
    pack: string;
    /**
     * The comparison's row labels, in the order shown
     */
    rows: {
      /**
       * Text that must not be empty
       */
      price: string;
      /**
       * Text that must not be empty
       */
      joiningFee: string;
      /**
       * Text that must not be empty
       */
      annualFee: string;
      /**
       * Text that must not be empty
       */
      minimumTerm: string;
      /**
       * Text that must not be empty
       */
      notice: string;
      /**
       * Text that must not be empty
       */
      taxes: string;
      /**
       * Text that must not be empty
       */
      firstYear: string;
    };
    /**
     * Text that must not be empty
     */
    none: string;
    /**
     * A number of months: {count} stands for the number
     */
    months: {
      /**
       * Text that must not be empty
       */
      one: string;
      /**
       * Text that must not be empty
       */
      other: string;
    };
    /**
     * A number of days: {count} stands for the number
     */
    days: {
      /**
       * Text that must not be empty
       */
      one: string;
      /**
       * Text that must not be empty
       */
      other: string;
    };
    /**
     * Text that must not be empty
     */
    taxesIncluded: string;
    /**
     * Text that must not be empty
     */
    taxesExtra: string;
    /**
     * Text that must not be empty
     */
    firstYearPerPack: string;
    /**
     * Text that must not be empty
     */
    firstYearNote: string;
  };
}
export interface TitledBlock {
  /**
   * Lower-case letters, digits and dashes, used in page anchors
   */
  id: string;
  /**
   * Text that must not be empty
   */
  title: string;
  paragraphs: Paragraphs;
}
/**
 * The remaining text of each page: welcome and intro texts, lists, and the call-to-action blocks at the foot of pages. Titles, descriptions and banners are in pages.yaml.
 */
export interface PageText {
  home: {
    welcome: {
      /**
       * Text that must not be empty
       */
      heading: string;
      paragraphs: Paragraphs;
      /**
       * @minItems 1
       *
       * Items: Text that must not be empty
       */
      features: string[];
    };
    /**
     * Text that must not be empty
     */
    membershipLink: string;
    trial: TextBlock;
    tour: TextBlock;
    partners: {
      /**
       * Text that must not be empty
       */
      heading: string;
    };
    alumni: Cta;
    footer: Cta;
  };
  personalTraining: {
    intro: Paragraphs;
    /**
     * Text that must not be empty
     */
    specialtiesHeading: string;
    /**
     * @minItems 1
     *
     * Items: Text that must not be empty
     */
    specialties: string[];
    /**
     * Text that must not be empty
     */
    trainersHeading: string;
    booking: TextBlock;
    /**
     * Text that must not be empty
     */
    contactLinkLabel: string;
    footer: Cta;
  };
  trainer: {
    /**
     * Text that must not be empty
     */
    heroText: string;
    /**
     * What search engines show for a trainer's page; {name} stands for the trainer's name
     */
    description: string;
    /**
     * Text that must not be empty
     */
    qualificationsHeading: string;
    /**
     * Text that must not be empty
     */
    biographyHeading: string;
    /**
     * Text that must not be empty
     */
    contactHeading: string;
    /**
     * Text that must not be empty
     */
    contactText: string;
    footer: Cta;
  };
  classes: {
    intro: Paragraphs;
    /**
     * Text that must not be empty
     */
    schedulePrintLabel: string;
    /**
     * Text that must not be empty
     */
    scheduleHeading: string;
    /**
     * Text that must not be empty
     */
    classesHeading: string;
    /**
     * Text that must not be empty
     */
    classLinkLabel: string;
    /**
     * A class's length in the schedule table; {minutes} stands for the number
     */
    minutes: string;
    /**
     * The links to /classes/schedule.ics under the schedule
     */
    calendar: {
      /**
       * Text that must not be empty
       */
      heading: string;
      /**
       * Text that must not be empty
       */
      text: string;
      /**
       * Text that must not be empty
       */
      downloadLabel: string;
      /**
       * Text that must not be empty
       */
      subscribeLabel: string;
      /**
       * Text on one line, without line breaks, that must not be empty
       */
      name: string;
    };
    /**
     * On a phone the schedule shows one day at a time, under a row of day tabs and a choice of class
     */
    days: {
      /**
       * Text that must not be empty
       */
      tabsLabel: string;
      /**
       * Text that must not be empty
       */
      noClasses: string;
      /**
       * Text that must not be empty
       */
      filterLabel: string;
      /**
       * Text that must not be empty
       */
      allClasses: string;
      /**
       * Said once a class is chosen; {class} stands for its name
       */
      showing: string;
      /**
       * Text that must not be empty
       */
      showingAll: string;
      /**
       * Text that must not be empty
       */
      calendarLabel: string;
    };
    tip: {
      /**
       * Text that must not be empty
       */
      heading: string;
      paragraphs: Paragraphs;
    };
    footer: Cta;
  };
  amenities: {
    footer: Cta;
  };
  membership: {
    intro: Paragraphs;
    /**
     * Text that must not be empty
     */
    plansHeading: string;
    /**
     * Text that must not be empty
     */
    addOnsHeading: string;
    /**
     * Text that must not be empty
     */
    enquiryText: string;
    /**
     * Text that must not be empty
     */
    joinHeading: string;
    /**
     * Text that must not be empty
     */
    joinText: string;
  };
  bookTour: {
    intro: Paragraphs;
    /**
     * The tour request form, shown in the booking calendar's place when the calendar cannot load or no scheduler is set in links.yaml
     */
    request: {
      /**
       * Text that must not be empty
       */
      hoursGroup: string;
      /**
       * Text that must not be empty
       */
      heading: string;
      /**
       * Text that must not be empty
       */
      text: string;
      /**
       * Text that must not be empty
       */
      submitLabel: string;
      /**
       * Text that must not be empty
       */
      timeChoice: string;
      /**
       * Text that must not be empty
       */
      confirmation: string;
    };
  };
  contact: {
    /**
     * Text that must not be empty
     */
    infoHeading: string;
    /**
     * Text that must not be empty
     */
    hoursHeading: string;
    /**
     * The directions beside the map; the directions themselves are in site.yaml (location)
     */
    directions: {
      /**
       * Text that must not be empty
       */
      heading: string;
      /**
       * Text that must not be empty
       */
      googleMapsLabel: string;
      /**
       * Text that must not be empty
       */
      appleMapsLabel: string;
      map: {
        /**
         * Text that must not be empty
         */
        showLabel: string;
        /**
         * Text that must not be empty
         */
        title: string;
        /**
         * Text that must not be empty
         */
        note: string;
      };
    };
    /**
     * The block that links to /faq/
     */
    faq: {
      /**
       * Text that must not be empty
       */
      heading: string;
      /**
       * Text that must not be empty
       */
      text: string;
      /**
       * Text that must not be empty
       */
      linkLabel: string;
      /**
       * Ids of questions in faq.yaml to link to directly
       *
       * @minItems 1
       *
       * Items: Lower-case letters, digits and dashes, used in page anchors
       */
      popular: string[];
    };
  };
  faq: {
    /**
     * Text that must not be empty
     */
    footerLinkLabel: string;
    intro: Paragraphs;
    /**
     * Text that must not be empty
     */
    topicsLabel: string;
    footer: Cta;
  };
  promo: {
    /**
     * Text that must not be empty
     */
    headline: string;
    /**
     * Text that must not be empty
     */
    offer: string;
    /**
     * Text that must not be empty
     */
    terms: string;
    /**
     * Text that must not be empty
     */
    homeButton: string;
  };
  forms: {
    /**
     * The label of each form field, by the field's name
     */
    labels: {
      /**
       * Text that must not be empty
       */
      name: string;
      /**
       * Text that must not be empty
       */
      email: string;
      /**
       * Text that must not be empty
       */
      phone: string;
      /**
       * Text that must not be empty
       */
      trial: string;
      /**
       * Text that must not be empty
       */
      personal_training: string;
      /**
       * Text that must not be empty
       */
      subject: string;
      /**
       * Text that must not be empty
       */
      message: string;
      /**
       * Text that must not be empty
       */
      day: string;
      /**
       * Text that must not be empty
       */
      time: string;
    };
    /**
     * Text that must not be empty
     */
    success: string;
    /**
     * Text that must not be empty
     */
    error: string;
    /**
     * What shows under a field the visitor must correct, by the reason (the codes of FIELD_ERRORS in contracts/forms/schemas.ts)
     */
    errors: {
      /**
       * Text that must not be empty
       */
      nameRequired: string;
      /**
       * Text that must not be empty
       */
      emailRequired: string;
      /**
       * Text that must not be empty
       */
      emailFormat: string;
      /**
       * Text that must not be empty
       */
      phoneRequired: string;
      /**
       * Text that must not be empty
       */
      phoneFormat: string;
      /**
       * Text that must not be empty
       */
      tooLong: string;
      /**
       * Text that must not be empty
       */
      lineBreak: string;
      /**
       * Text that must not be empty
       */
      invisibleCharacters: string;
      /**
       * Text that must not be empty
       */
      dayRequired: string;
      /**
       * Text that must not be empty
       */
      dayOutsideWindow: string;
      /**
       * Text that must not be empty
       */
      dayNotStaffed: string;
      /**
       * Text that must not be empty
       */
      timeRequired: string;
      /**
       * Text that must not be empty
       */
      timeOutsideHours: string;
    };
    lead: FormText;
    promo: FormText;
    contact: FormText;
  };
  /**
   * The pages a form sent without a script lands on (/sent/ and /not-sent/); their titles and headings are in pages.yaml
   */
  formAnswers: {
    sent: {
      /**
       * Text that must not be empty
       */
      text: string;
      /**
       * Text that must not be empty
       */
      homeLabel: string;
    };
    refused: {
      /**
       * Text that must not be empty
       */
      fieldIntro: string;
      /**
       * Why a form was refused when no field is to blame
       */
      reasons: {
        /**
         * Text that must not be empty
         */
        origin: string;
        /**
         * Text that must not be empty
         */
        failed: string;
        /**
         * Text that must not be empty
         */
        request: string;
      };
      /**
       * Text that must not be empty
       */
      back: string;
      /**
       * Text that must not be empty
       */
      contactLabel: string;
    };
  };
}
export interface TextBlock {
  /**
   * Text that must not be empty
   */
  heading: string;
  /**
   * Text that must not be empty
   */
  text: string;
}
export interface Cta {
  /**
   * Text that must not be empty
   */
  heading: string;
  /**
   * Text that must not be empty
   */
  text: string;
  /**
   * Text that must not be empty
   */
  linkLabel: string;
}
export interface FormText {
  /**
   * Text that must not be empty
   */
  heading: string;
  /**
   * Text that must not be empty
   */
  text: string;
  /**
   * Text that must not be empty
   */
  submitLabel: string;
}
/**
 * The privacy policy page (/privacy/; its title, description and banner are in pages.yaml), the marketing consent box of the home and promo forms, and the short note beside every form's submit button. In any text, {clubName} becomes the name in site.yaml and {retentionDays} the number of days a lead is kept. LEGAL REVIEW NEEDED: this policy is plausible placeholder text written for a fictional club. A lawyer must review it (PIPEDA, CASL, Saskatchewan law) before the site collects real leads.
 */
export interface Privacy {
  /**
   * Days a lead is kept; must equal leadRetentionDays of the deployed stack (infra/cdk.json, default 730), which a test checks
   */
  retentionDays: number;
  /**
   * Text that must not be empty
   */
  consent: string;
  /**
   * The short line beside every submit button, with a link to /privacy/
   */
  formNote: {
    /**
     * Text that must not be empty
     */
    text: string;
    /**
     * Text that must not be empty
     */
    linkLabel: string;
  };
  /**
   * Text that must not be empty
   */
  footerLinkLabel: string;
  /**
   * Text that must not be empty
   */
  updated: string;
  intro: Paragraphs;
  /**
   * @minItems 1
   */
  sections: {
    /**
     * Text that must not be empty
     */
    heading: string;
    paragraphs: Paragraphs;
    /**
     * A bulleted list after the paragraphs
     *
     * @minItems 1
     *
     * Items: Text that must not be empty
     */
    items?: string[];
  }[];
}
/**
 * The weekly team-class schedule shown on /classes/ as a table; the image is offered below it to print or save. Each row lists one time slot; classes has one entry per day, in the order of days (none for no class), and minutes is how long each class in that row lasts. The same schedule is offered as a calendar file (/classes/schedule.ics): each class repeats weekly from the week of startsOn.
 */
export interface Schedule {
  image: Image;
  /**
   * The first week this timetable applies; the calendar's classes repeat weekly from then
   */
  startsOn: string;
  /**
   * The columns of the table, in order
   *
   * @minItems 1
   * @maxItems 7
   */
  days: ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")[];
  /**
   * @minItems 1
   */
  slots: {
    /**
     * When the classes in this row start, e.g. 6:00 AM or 12:10 PM
     */
    time: string;
    /**
     * How long each class in this row lasts, in minutes
     */
    minutes: number;
    /**
     * One entry per day, in the order of days: a class's name, or none for no class
     *
     * @minItems 1
     */
    classes: string[];
  }[];
}
/**
 * The club itself: name, contact details, hours and site-wide settings.
 */
export interface Site {
  /**
   * Text on one line, without line breaks, that must not be empty
   */
  name: string;
  /**
   * Text that must not be empty
   */
  tagline: string;
  /**
   * Text that must not be empty
   */
  description: string;
  /**
   * The site's address without a trailing slash
   */
  siteUrl: string;
  language: string;
  logo: Image;
  socialImage: Image;
  /**
   * Google Analytics 4 measurement id, e.g. G-ABC123XYZ; leave empty for no analytics at all
   */
  analyticsId?: string;
  /**
   * reCAPTCHA v3 site key; leave empty to use the local test token (development only)
   */
  recaptchaSiteKey?: string;
  copyrightYear: number;
  contact: {
    /**
     * Text that must not be empty
     */
    title: string;
    /**
     * Text that must not be empty
     */
    address: string;
    /**
     * Text that must not be empty
     */
    cityProvince: string;
    /**
     * A Canadian postal code such as S7K 0A1
     */
    postalCode: string;
    /**
     * A phone number such as 306-555-0142
     */
    phone: string;
    email: string;
    /**
     * The number visitors can text during maintenance
     */
    textPhone: string;
  };
  /**
   * Where the club is: its map coordinates, its time zone (for the hours and the class calendar) and directions, shown on /contact/ beside the map
   */
  location: {
    /**
     * The club's latitude in decimal degrees, e.g. 52.12823 (north is positive)
     */
    latitude: number;
    /**
     * The club's longitude in decimal degrees, e.g. -106.66542 (west is negative)
     */
    longitude: number;
    /**
     * The club's IANA time zone, e.g. America/Regina: the hours and the class calendar are in it
     */
    timeZone: string;
    /**
     * How to get here, shown beside the map on /contact/: cross streets, parking, buses
     *
     * @minItems 1
     */
    directions: {
      /**
       * Text that must not be empty
       */
      label: string;
      /**
       * Text that must not be empty
       */
      text: string;
    }[];
  };
  /**
   * Each line of a group has days (Every day, Friday or Monday-Thursday) and a time (10AM-5PM, 6:30AM-9PM) or, for a day without hours, a note. The badge says whether a group is open now, in the club's time zone; {time} and {day} are filled in
   */
  hours: {
    /**
     * Text that must not be empty
     */
    access: string;
    /**
     * @minItems 1
     */
    groups: {
      /**
       * Text that must not be empty
       */
      name: string;
      /**
       * What the live badge says: {time} is the time, {day} the weekday, {label} a holiday's name
       */
      badge: {
        /**
         * Text that must not be empty
         */
        open: string;
        /**
         * Text that must not be empty
         */
        opens: string;
        /**
         * Text that must not be empty
         */
        opensOn: string;
        /**
         * Text that must not be empty
         */
        closedToday: string;
      };
      /**
       * @minItems 1
       */
      times: {
        /**
         * Every day, one day (Friday) or a range (Monday-Thursday)
         */
        days: string;
        /**
         * Opening and closing time, e.g. 10AM-5PM or 6:30AM-9PM
         */
        time?: string;
        /**
         * Text that must not be empty
         */
        note?: string;
      }[];
    }[];
    exceptions: HolidayHours;
  };
}
/**
 * Days whose staffed hours differ from the usual ones, such as statutory holidays. The doors stay open to members 24/7 on every one of them: only the staffed hours change
 */
export interface HolidayHours {
  /**
   * Text that must not be empty
   */
  heading: string;
  /**
   * Text that must not be empty
   */
  closed: string;
  /**
   * Text that must not be empty
   */
  asUsual: string;
  /**
   * One entry per date, in any order. Remove a date once it has passed: the site ignores it, and the check reminds you
   */
  days?: {
    /**
     * A date written year-month-day, e.g. 2025-06-02
     */
    date: string;
    /**
     * Text that must not be empty
     */
    label: string;
    /**
     * Only the groups whose hours change that day; a group not listed is staffed as usual
     */
    staffed?: {
      /**
       * Text that must not be empty
       */
      group: string;
      /**
       * Not staffed at all that day (the doors stay open to members)
       */
      closed?: boolean;
      /**
       * Instead of closed, that day's hours, e.g. 10AM-2PM
       */
      time?: string;
    }[];
  }[];
}
/**
 * One personal trainer per file. The file's name is the trainer's id and page: content/trainers/<id>.yaml is /personal-trainer/<id>/. The CMS names a new trainer's file after their name (jordan-lee.yaml); keep a file's name once its page is published.
 */
export interface Trainers {
  order?: Position3;
  /**
   * Text that must not be empty
   */
  name: string;
  img: Photo1;
  qualification: Qualifications;
  biography: Biography;
}
/**
 * An image file and what it shows. Its size in pixels is read from the file when the site is built.
 */
export interface Photo1 {
  src: ImageFile;
  alt: AltText1;
}
export interface TrainerDetail {
  /**
   * Text that must not be empty
   */
  info: string;
  /**
   * Details shown under this line as a sub-list; leave it out when there are none
   *
   * Items: Text that must not be empty
   */
  moreInfo?: string[];
}
