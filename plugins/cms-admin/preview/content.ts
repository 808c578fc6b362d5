// What the previews show around an entry, from the other content files, read once when /admin/
// is built. The entry itself comes from the editor's form, live.
import type { Content } from '../../../content-library';
import { isClass } from '../../../contracts/schedule';

export type PreviewContent = ReturnType<typeof previewContent>;

export function previewContent(
  content: Pick<Content, 'page-text' | 'site' | 'membership' | 'links' | 'schedule'>,
) {
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
    // The names of the classes the schedule shows, which have a calendar of their own.
    scheduledClasses: [
      ...new Set(content.schedule.slots.flatMap((slot) => slot.classes.filter(isClass))),
    ],
  };
}
