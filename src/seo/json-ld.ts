// schema.org data for search engines: the club as an ExerciseGym, open around the clock.
export type GymFacts = {
  name: string;
  description: string;
  siteUrl: string;
  imageUrl: string;
  telephone: string;
  email: string;
  streetAddress: string;
  cityProvince: string;
  postalCode: string;
};

export function exerciseGymJsonLd(gym: GymFacts): Record<string, unknown> {
  const [locality = gym.cityProvince, region = ''] = gym.cityProvince
    .split(',')
    .map((s) => s.trim());
  return {
    '@context': 'https://schema.org',
    '@type': 'ExerciseGym',
    name: gym.name,
    description: gym.description,
    url: `${gym.siteUrl}/`,
    image: gym.imageUrl,
    telephone: gym.telephone,
    email: gym.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: gym.streetAddress,
      addressLocality: locality,
      addressRegion: region,
      postalCode: gym.postalCode,
      addressCountry: 'CA',
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    ],
  };
}

/** JSON for a <script type="application/ld+json">; `<` is escaped so text cannot close the tag. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
