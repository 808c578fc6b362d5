// The bench's percentiles: nearest rank, so each is a time that was measured, never a blend.

/** The `p`th percentile (0 < p <= 100) of values sorted ascending; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1]!;
}
