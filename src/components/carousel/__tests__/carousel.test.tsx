/**
 * @jest-environment jsdom
 */
import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_IMAGE } from '../../../__tests__/support/test-image';
import { SlideCarousel } from '../carousel';

const image = TEST_IMAGE;
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

  it('puts the indicators in one tab stop, before Previous, Pause and Next', async () => {
    preferReducedMotion(true);
    const user = userEvent.setup();
    render(<SlideCarousel slides={slides} label="Photos" />);
    const tabs = screen.getAllByRole('tab');

    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(tabs[0]!);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveFocus();
  });

  it('moves between slides with the arrow keys, Home and End, focus following', async () => {
    preferReducedMotion(true);
    const user = userEvent.setup();
    render(<SlideCarousel slides={slides} label="Photos" />);
    const tab = (n: number) => screen.getByRole('tab', { name: `Slide ${n}` });
    tab(1).focus();

    await user.keyboard('{End}');
    await waitFor(() => expect(tab(3)).toHaveFocus());
    expect(tab(3)).toHaveAttribute('aria-selected', 'true');
    expect(tab(3)).toHaveAttribute('tabindex', '0');
    expect(tab(1)).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{Home}');
    await waitFor(() => expect(tab(1)).toHaveFocus());

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab(2)).toHaveFocus());
    expect(tab(2)).toHaveAttribute('aria-selected', 'true');
  });

  it('shows no controls, indicators or pause button for a single slide', () => {
    preferReducedMotion(false);
    render(<SlideCarousel slides={slides.slice(0, 1)} label="Photo" />);

    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
