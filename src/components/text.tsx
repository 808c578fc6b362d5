import React from 'react';

/** Paragraphs from a YAML list. */
export const Paragraphs = ({ items }: { items: readonly string[] }) => (
  <>
    {items.map((text, i) => (
      <p key={i}>{text}</p>
    ))}
  </>
);

/** A bulleted list from a YAML list. */
export const List = ({ items, className }: { items: readonly string[]; className?: string }) => (
  <ul className={className}>
    {items.map((text, i) => (
      <li key={i}>{text}</li>
    ))}
  </ul>
);
