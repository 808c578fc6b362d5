/**
 * @jest-environment jsdom
 */
import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { SlideCarousel } from '../carousel';

const image = {} as IGatsbyImageData;
const slides = [
  { image, alt: 'The strength floor', title: 'Strength', description: 'Racks and weights.' },
  { image, alt: 'The cardio deck' },
  { image, alt: 'The juice bar' },
];

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('SlideCarousel', () => {
  it('plays once in the browser and lets the visitor pause and resume', async () => {
    preferReducedMotion(false);
    const user = userEvent.setup();
    render(<SlideCarousel slides={slides} label="Photos" />);

    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));

    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });

  it('starts paused for visitors who prefer reduced motion', () => {
    preferReducedMotion(true);
    render(<SlideCarousel slides={slides} label="Photos" />);

    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('labels itself and each slide for screen readers, with captions where given', () => {
    preferReducedMotion(false);
    render(<SlideCarousel slides={slides} label="Photos of the club" />);

    expect(screen.getByRole('region', { name: 'Photos of the club' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(screen.getByText('Strength')).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(
      slides.map((s) => s.alt),
    );
  });

  it('shows no controls, indicators or pause button for a single slide', () => {
    preferReducedMotion(false);
    render(<SlideCarousel slides={slides.slice(0, 1)} label="Photo" />);

    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
