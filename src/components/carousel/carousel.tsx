// An image carousel on react-bootstrap's Carousel: 4000 ms auto-advance in the
// browser and none on the server, a ~600 ms wrapping transition, pause on hover, arrow keys.
// Also a visible pause/play button (WCAG 2.2.2), no auto-advance for visitors who
// prefer reduced motion, and only the first image (the likely LCP) loads eagerly.
import React, { useState } from 'react';
import Carousel from 'react-bootstrap/Carousel';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import { useIsBrowser, usePrefersReducedMotion } from '../use-prefers-reduced-motion';

export const AUTO_ADVANCE_MS = 4000;

export type Slide = {
  image: IGatsbyImageData;
  alt: string;
  title?: string | null;
  description?: string | null;
};

type SlideCarouselProps = {
  slides: readonly Slide[];
  /** Names the carousel for screen readers, e.g. "Photos of the club". */
  label: string;
  controls?: boolean;
  indicators?: boolean;
};

export const SlideCarousel = ({
  slides,
  label,
  controls = true,
  indicators = true,
}: SlideCarouselProps) => {
  const inBrowser = useIsBrowser();
  const reducedMotion = usePrefersReducedMotion();
  // The visitor's own pause/play choice wins; until they make one, motion follows their setting.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [index, setIndex] = useState(0);
  const several = slides.length > 1;
  // Never on the server (interval 0 there), so the static page shows the first slide.
  const playing = inBrowser && (choice ?? !reducedMotion);

  return (
    <section className="slide-carousel" aria-roledescription="carousel" aria-label={label}>
      <Carousel
        activeIndex={index}
        onSelect={setIndex}
        interval={playing && several ? AUTO_ADVANCE_MS : null}
        pause="hover"
        keyboard
        wrap
        touch
        controls={controls && several}
        indicators={indicators && several}
        prevLabel="Previous slide"
        nextLabel="Next slide"
      >
        {slides.map((slide, i) => (
          <Carousel.Item
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
          >
            <GatsbyImage
              image={slide.image}
              alt={slide.alt}
              loading={i === 0 ? 'eager' : 'lazy'}
              className="slide-carousel-image"
            />
            {slide.title && (
              <Carousel.Caption>
                <p className="slide-carousel-title">{slide.title}</p>
                {slide.description && <p className="slide-carousel-text">{slide.description}</p>}
              </Carousel.Caption>
            )}
          </Carousel.Item>
        ))}
      </Carousel>
      {several && (
        <button
          type="button"
          className="slide-carousel-toggle"
          aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
          onClick={() => setChoice(!playing)}
        >
          <span aria-hidden="true" className={playing ? 'icon-pause' : 'icon-play'} />
        </button>
      )}
    </section>
  );
};
