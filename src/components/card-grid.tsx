// Cards in rows that fill the width, so no card is left alone on a last row (_sections.scss reads
// data-count).
import React from 'react';

type CardGridProps = { children: React.ReactNode; className?: string };

export const CardGrid = ({ children, className }: CardGridProps) => (
  <div
    className={className ? `card-grid ${className}` : 'card-grid'}
    data-count={React.Children.count(children)}
  >
    {children}
  </div>
);
