// Cards in rows that fill the width, so no card is left alone on a last row: one column on a
// phone, two from 768 px (an odd last card spans both), and from 1200 px up to four a row with
// the last row's cards widened to fill it (5 cards: 3 + 2, 7: 4 + 3). The rules are in
// styles/_sections.scss and read the card count from data-count.
import React from 'react';

type CardGridProps = {
  children: React.ReactNode;
  className?: string;
};

export const CardGrid = ({ children, className }: CardGridProps) => (
  <div
    className={className ? `card-grid ${className}` : 'card-grid'}
    data-count={React.Children.count(children)}
  >
    {children}
  </div>
);
