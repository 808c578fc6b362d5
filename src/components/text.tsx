import React from 'react';

export const Paragraphs = ({ items }: { items: readonly string[] }) => (
  <>
    {items.map((text, i) => (
      <p key={i}>{text}</p>
    ))}
  </>
);

export const List = ({ items, className }: { items: readonly string[]; className?: string }) => (
  <ul className={className}>
    {items.map((text, i) => (
      <li key={i}>{text}</li>
    ))}
  </ul>
);
