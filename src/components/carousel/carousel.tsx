// A carousel on react-bootstrap's, with a pause/play button (WCAG 2.2.2) and captions beneath. A
// slide gets its image once it or a neighbour is shown: 16 <picture>s cost style and layout time.
import React, { Suspense, useRef, useState } from 'react';
import Carousel, { type CarouselRef } from 'react-bootstrap/Carousel';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { useEarlyTaps } from '../../early/use-early-taps';
import { Photo } from '../photo';
import { useIsBrowser, usePrefersReducedMotion } from '../use-prefers-reduced-motion';
import { CarouselControls } from './carousel-controls';

export const AUTO_ADVANCE_MS = 4000;

export type Slide = {
  image: IGatsbyImageData;
  alt: string;
  title?: string | null;
  description?: string | null;
};

type SlideCarouselProps = { slides: readonly Slide[]; label: string };

const wrapIndex = (i: number, count: number) => (i + count) % count;

const CarouselBody = ({ slides, label }: SlideCarouselProps) => {
  const inBrowser = useIsBrowser();
  const reducedMotion = usePrefersReducedMotion();
  // The visitor's own pause/play choice wins; until they make one, motion follows their setting.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [index, setIndex] = useState(0);
  const carousel = useRef<CarouselRef>(null);
  const root = useRef<HTMLElement>(null);
  useEarlyTaps(root);
  const several = slides.length > 1;
  const [reached, setReached] = useState<ReadonlySet<number>>(() => new Set([0]));
  // Every slide shown so far (the current one too), and the current one's neighbours.
  const hasImage = (i: number) =>
    reached.has(i) || [1, -1].some((step) => i === wrapIndex(index + step, slides.length));
  // Every way to another slide (auto-advance, swipe, keys, controls) goes through here.
  const select = (next: number) => {
    setIndex(next);
    setReached((before) => (before.has(next) ? before : new Set(before).add(next)));
  };
  // Never on the server (interval 0 there), so the static page shows the first slide.
  const playing = inBrowser && (choice ?? !reducedMotion);
  // Every slide keeps a caption box when any has one, so the carousel's height never changes.
  const captions = slides.some((slide) => slide.title);

  // The arrow keys anywhere in the carousel, its indicators and buttons included.
  const onKeyDown = (event: React.KeyboardEvent) => {
    const move = ({ ArrowLeft: 'prev', ArrowRight: 'next' } as const)[event.key];
    if (!several || !move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    carousel.current?.[move]();
  };

  return (
    <section
      ref={root}
      className="slide-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <Carousel
        ref={carousel}
        activeIndex={index}
        onSelect={select}
        interval={playing && several ? AUTO_ADVANCE_MS : null}
        pause="hover"
        keyboard={false}
        wrap
        touch
        controls={false}
        indicators={false}
      >
        {slides.map((slide, i) => (
          <Carousel.Item
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
          >
            <div className="slide-carousel-frame">
              {hasImage(i) && (
                <Photo
                  image={slide.image}
                  alt={slide.alt}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  className="slide-carousel-image"
                />
              )}
            </div>
            {captions && (
              <div className="slide-carousel-caption">
                {slide.title && <p className="slide-carousel-title">{slide.title}</p>}
                {slide.description && <p className="slide-carousel-text">{slide.description}</p>}
              </div>
            )}
          </Carousel.Item>
        ))}
      </Carousel>
      {several && (
        <CarouselControls
          count={slides.length}
          index={index}
          label={label}
          playing={playing}
          onSelect={select}
          onPrev={() => carousel.current?.prev()}
          onNext={() => carousel.current?.next()}
          onTogglePlay={() => setChoice(!playing)}
        />
      )}
    </section>
  );
};

/** In its own Suspense boundary, so it hydrates apart from the rest of the page. */
export const SlideCarousel = (props: SlideCarouselProps) => (
  <Suspense>
    <CarouselBody {...props} />
  </Suspense>
);
