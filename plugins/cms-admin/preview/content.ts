// What the previews show around an entry, from the other content files, read once when /admin/
// is built. The entry itself comes from the editor's form, live.
import type { Content } from '../../../content-library';
import { isClass } from '../../../contracts/schedule';

export interface PreviewContent {
  trainerText: Content['page-text']['trainer'];
  email: string;
  priceWords: Content['membership']['comparison'];
  registrationUrl: string;
  classText: { linkLabel: string; calendarLabel: string };
  /** The names of the classes the schedule shows, which have a calendar of their own. */
  scheduledClasses: string[];
}

export function previewContent(
  content: Pick<Content, 'page-text' | 'site' | 'membership' | 'links' | 'schedule'>,
): PreviewContent {
  const text = content['page-text'];
  return {
    trainerText: text.trainer,
    email: content.site.contact.email,
    priceWords: content.membership.comparison,
    registrationUrl: content.links.external.registration.url,
    classText: {
      linkLabel: text.classes.classLinkLabel,
      calendarLabel: text.classes.days.calendarLabel,
    },
    scheduledClasses: [
      ...new Set(content.schedule.slots.flatMap((slot) => slot.classes.filter(isClass))),
    ],
  };
}
