// The carousel's control bar beneath the photos, so it keeps its contrast whatever the picture:
// the indicators (one tab stop; arrows, Home and End inside), Previous, Pause/Play and Next.
import React, { useEffect, useRef } from 'react';

/** Marks which ends of a scrolling indicator row hide more indicators; the CSS fades them. */
function markHiddenEnds(list: HTMLElement) {
  const start = list.scrollLeft > 1;
  const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
  list.dataset.more = [start && 'start', end && 'end'].filter(Boolean).join(' ');
}

type BarButtonProps = { label: string; icon: string; onClick: () => void };

const BarButton = ({ label, icon, onClick }: BarButtonProps) => (
  <button
    type="button"
    className="slide-carousel-button"
    aria-label={label}
    data-early-tap
    onClick={onClick}
  >
    <span aria-hidden="true" className={icon} />
  </button>
);

type CarouselControlsProps = {
  count: number;
  index: number;
  label: string;
  playing: boolean;
  onSelect: (index: number) => void;
  onPrev: () => void;
  onNext: () => void;
  onTogglePlay: () => void;
};

export const CarouselControls = ({
  count,
  index,
  label,
  playing,
  onSelect,
  onPrev,
  onNext,
  onTogglePlay,
}: CarouselControlsProps) => {
  const listRef = useRef<HTMLDivElement>(null);

  // Keeps the current indicator in view when the row scrolls (21 targets of 24 px do not fit a
  // phone), and moves focus with it when the visitor is using the indicators.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.children[index] as HTMLElement | undefined;
    if (!list || !current) return;
    if (list.scrollWidth > list.clientWidth) {
      list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    }
    markHiddenEnds(list);
    if (list.contains(document.activeElement) && document.activeElement !== current) {
      current.focus({ preventScroll: true });
    }
  }, [index]);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => markHiddenEnds(list));
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  const onIndicatorKey = (event: React.KeyboardEvent) => {
    const target = { Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return; // the arrow keys are the carousel's own
    event.preventDefault();
    onSelect(target);
  };

  return (
    <div className="slide-carousel-bar">
      <div className="container-xl slide-carousel-bar-inner">
        <div
          ref={listRef}
          className="carousel-indicators"
          role="tablist"
          aria-label={label}
          onKeyDown={onIndicatorKey}
          onScroll={(event) => markHiddenEnds(event.currentTarget)}
        >
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              role="tab"
              className={i === index ? 'active' : undefined}
              aria-selected={i === index}
              aria-label={`Slide ${i + 1}`}
              tabIndex={i === index ? 0 : -1}
              data-early-tap
              onClick={() => onSelect(i)}
            />
          ))}
        </div>
        <div className="slide-carousel-buttons">
          <BarButton label="Previous slide" icon="icon-prev" onClick={onPrev} />
          <BarButton
            label={playing ? 'Pause slideshow' : 'Play slideshow'}
            icon={playing ? 'icon-pause' : 'icon-play'}
            onClick={onTogglePlay}
          />
          <BarButton label="Next slide" icon="icon-next" onClick={onNext} />
        </div>
      </div>
    </div>
  );
};
