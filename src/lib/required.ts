/** A value a page cannot render without; a missing one names the content file to fix. */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing content: ${what}`);
  return value;
}
