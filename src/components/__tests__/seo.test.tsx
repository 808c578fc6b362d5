/**
 * @jest-environment jsdom
 */
import React from 'react';
import { render } from '@testing-library/react';
import { SeoTags, type SeoSite } from '../seo';

const site: SeoSite = {
  name: 'Bridge City Fitness',
  siteUrl: 'https://www.example.com',
  language: 'en-CA',
  description: 'A 24/7 gym.',
  socialImage: { alt: 'The club at night', src: { publicURL: '/static/abc/social-card.jpg' } },
};

const gym: Queries.GymFactsFragment = {
  contact: {
    phone: '306-555-0142',
    email: 'info@example.com',
    address: '2215 Prairie Lane',
    cityProvince: 'Saskatoon, SK',
    postalCode: 'S7K 0A1',
  },
  location: { latitude: 52.12823, longitude: -106.66542, timeZone: 'America/Regina' },
  hours: {
    groups: [
      { name: 'Office hours', times: [{ days: 'Every day', time: '10AM-5PM', note: null }] },
    ],
    exceptions: { upcoming: [] },
  },
};

function head(path: string, extra: Partial<React.ComponentProps<typeof SeoTags>> = {}) {
  const { container } = render(
    <SeoTags site={site} title="Classes" description="Six classes." path={path} {...extra} />,
  );
  const attr = (selector: string, name: string) =>
    container.querySelector(selector)?.getAttribute(name) ?? null;
  return { container, attr };
}

describe('SeoTags', () => {
  it('joins the route title and the club name with " - "', () => {
    const { container } = head('/classes/');
    expect(container.querySelector('title')).toHaveTextContent('Classes - Bridge City Fitness');
  });

  it('gives description, canonical, Open Graph and Twitter tags with absolute URLs', () => {
    const { attr } = head('/classes/');

    expect(attr('meta[name="description"]', 'content')).toBe('Six classes.');
    expect(attr('link[rel="canonical"]', 'href')).toBe('https://www.example.com/classes/');
    expect(attr('meta[property="og:url"]', 'content')).toBe('https://www.example.com/classes/');
    expect(attr('meta[property="og:title"]', 'content')).toBe('Classes - Bridge City Fitness');
    expect(attr('meta[property="og:image"]', 'content')).toBe(
      'https://www.example.com/static/abc/social-card.jpg',
    );
    expect(attr('meta[property="og:locale"]', 'content')).toBe('en_CA');
    expect(attr('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    expect(attr('meta[name="robots"]', 'content')).toBeNull();
  });

  it('marks an /old/ page noindex with its canonical URL on the current page', () => {
    const { attr, container } = head('/classes/', { old: true });

    expect(attr('meta[name="robots"]', 'content')).toBe('noindex, follow');
    expect(attr('link[rel="canonical"]', 'href')).toBe('https://www.example.com/classes/');
    expect(container.querySelector('title')).toHaveTextContent(
      'Classes - Previous design - Bridge City Fitness',
    );
  });

  it('adds ExerciseGym JSON-LD only when asked', () => {
    expect(head('/classes/').container.querySelector('script')).toBeNull();

    const script = head('/contact/', { gymJsonLd: gym }).container.querySelector(
      'script[type="application/ld+json"]',
    );
    const data = JSON.parse(script!.innerHTML);

    expect(data['@type']).toBe('ExerciseGym');
    expect(data.telephone).toBe('306-555-0142');
    expect(data.address).toMatchObject({
      streetAddress: '2215 Prairie Lane',
      addressLocality: 'Saskatoon',
      addressRegion: 'SK',
      postalCode: 'S7K 0A1',
    });
    expect(data.geo).toMatchObject({ latitude: 52.12823, longitude: -106.66542 });
    expect(data.department[0].openingHoursSpecification[0]).toMatchObject({
      opens: '10:00',
      closes: '17:00',
    });
  });

  it('leaves schema.org data to the current page on its /old/ copy', () => {
    const { container } = head('/contact/', { old: true, gymJsonLd: gym, jsonLd: { a: 1 } });

    expect(container.querySelector('script')).toBeNull();
  });

  it("adds the page's own JSON-LD, escaped so it cannot close its script tag", () => {
    const { container } = head('/faq/', {
      jsonLd: { '@type': 'FAQPage', name: '</script><b>x</b>' },
    });
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');

    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.innerHTML).not.toContain('</script>');
    expect(JSON.parse(scripts[0]!.innerHTML)).toEqual({
      '@type': 'FAQPage',
      name: '</script><b>x</b>',
    });
  });
});
