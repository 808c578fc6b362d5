import { exerciseGymJsonLd, serializeJsonLd } from '../json-ld';

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
};

describe('exerciseGymJsonLd', () => {
  it('describes a gym open around the clock every day of the week', () => {
    const [hours] = exerciseGymJsonLd(gym).openingHoursSpecification as Record<string, unknown>[];

    expect(hours).toMatchObject({ opens: '00:00', closes: '23:59' });
    expect(hours!.dayOfWeek).toHaveLength(7);
  });
});

describe('serializeJsonLd', () => {
  it('cannot be used to close the script tag', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });

    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
