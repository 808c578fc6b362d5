// schema.org data for search engines: the club as an ExerciseGym, open around the clock to
// members, with its staffed hours as departments. (The FAQ's and the plans' have files of their
// own, so a page's code carries only the kind it shows.)
import {
  exceptionDay,
  isoClock,
  WEEKDAYS,
  weekHours,
  type HoursException,
  type HoursGroupInput,
} from '../../contracts/hours';

export type JsonLd = Record<string, unknown>;

/** The site's head fields and the page's own facts of the club (GymFacts in seo.tsx). */
export type GymSite = Queries.SeoSiteFragment & Queries.GymFactsFragment;

/** One OpeningHoursSpecification per time range; days with a note only (or none) are closed. */
export function openingHoursSpecification(group: HoursGroupInput): JsonLd[] {
  const byRange = new Map<string, string[]>();
  weekHours(group).forEach((day, i) => {
    if (!day || !('range' in day)) return;
    const key = `${isoClock(day.range.opens)}-${isoClock(day.range.closes)}`;
    byRange.set(key, [...(byRange.get(key) ?? []), WEEKDAYS[i]!]);
  });
  return [...byRange].map(([key, dayOfWeek]) => {
    const [opens, closes] = key.split('-');
    return { '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes };
  });
}

/** One day each (validFrom = validThrough), 00:00 to 00:00 when closed, as schema.org wants. */
export function specialOpeningHoursSpecification(
  groupName: string,
  holidays: readonly HoursException[],
): JsonLd[] {
  return holidays.flatMap(({ date }) => {
    const day = exceptionDay(holidays, groupName, date);
    if (!day) return [];
    return [
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: date,
        validThrough: date,
        opens: isoClock(day.range?.opens ?? 0),
        closes: isoClock(day.range?.closes ?? 0),
      },
    ];
  });
}

export function exerciseGymJsonLd(site: GymSite, imageUrl: string): JsonLd {
  const { contact, location, hours } = site;
  const [locality = contact.cityProvince, region = ''] = contact.cityProvince
    .split(',')
    .map((s) => s.trim());
  return {
    '@context': 'https://schema.org',
    '@type': 'ExerciseGym',
    name: site.name,
    description: site.description,
    url: `${site.siteUrl}/`,
    image: imageUrl,
    telephone: contact.phone,
    email: contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address,
      addressLocality: locality,
      addressRegion: region,
      postalCode: contact.postalCode,
      addressCountry: 'CA',
    },
    geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude },
    // Members' access, around the clock.
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: WEEKDAYS,
        opens: '00:00',
        closes: '23:59',
      },
    ],
    // When someone is at the desk: separate from the 24/7 access above.
    department: hours.groups.map((group) => {
      const special = specialOpeningHoursSpecification(group.name, hours.exceptions.upcoming);
      return {
        '@type': 'ExerciseGym',
        name: `${site.name}: ${group.name}`,
        telephone: contact.phone,
        openingHoursSpecification: openingHoursSpecification(group),
        ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
      };
    }),
  };
}
