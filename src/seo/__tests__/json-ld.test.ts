import { FIXTURE_CONTENT } from '../../../fixtures';
import { loadContent } from '../../../plugins/content-source';
import { exerciseGymJsonLd, faqPageJsonLd, serializeJsonLd } from '../json-ld';

const site = loadContent('site', FIXTURE_CONTENT);

const gym = {
  name: 'Bridge City Fitness',
  description: 'A gym',
  siteUrl: 'https://www.example.com',
  imageUrl: 'https://www.example.com/card.jpg',
  telephone: '306-555-0142',
  email: 'info@example.com',
  streetAddress: '2215 Prairie Lane',
  cityProvince: 'Saskatoon, SK',
  postalCode: 'S7K 0A1',
  latitude: 52.12823,
  longitude: -106.66542,
  staffedHours: site.hours.groups,
};

describe('exerciseGymJsonLd', () => {
  it('describes a gym open around the clock every day of the week', () => {
    const [hours] = exerciseGymJsonLd(gym).openingHoursSpecification as Record<string, unknown>[];

    expect(hours).toMatchObject({ opens: '00:00', closes: '23:59' });
    expect(hours!.dayOfWeek).toHaveLength(7);
  });

  it('places the gym on the map', () => {
    expect(exerciseGymJsonLd(gym).geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 52.12823,
      longitude: -106.66542,
    });
  });

  it("adds the staffed hours of site.yaml as departments, apart from members' 24/7 access", () => {
    const departments = exerciseGymJsonLd(gym).department as Record<string, unknown>[];

    expect(departments.map((d) => d.name)).toEqual([
      'Bridge City Fitness: Office hours',
      'Bridge City Fitness: Sales hours',
    ]);
    expect(departments[0]!.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '10:00',
        closes: '17:00',
      },
    ]);
    // Sunday's "By e-mail enquiry only" is no opening time: Sunday is left out.
    expect(departments[1]!.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
        opens: '10:00',
        closes: '20:00',
      }),
      expect.objectContaining({
        dayOfWeek: ['Friday', 'Saturday'],
        opens: '10:00',
        closes: '18:00',
      }),
    ]);
  });
});

describe('faqPageJsonLd', () => {
  it('makes each question a Question with its answer as the accepted Answer', () => {
    const data = faqPageJsonLd([
      {
        question: 'Can I bring a guest?',
        answerHtml: '<p>Yes, with <strong>Platinum</strong>.</p>',
      },
    ]);

    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Can I bring a guest?',
          acceptedAnswer: {
            '@type': 'Answer',
            text: '<p>Yes, with <strong>Platinum</strong>.</p>',
          },
        },
      ],
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot be used to close the script tag', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });

    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
