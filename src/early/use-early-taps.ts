import { useEffect, type RefObject } from 'react';

/**
 * Claims the early taps (early-taps.ts) held on the controls inside `root` once the component
 * has hydrated: its controls are live from then on, and a tap held meanwhile is replayed.
 */
export function useEarlyTaps(root: RefObject<HTMLElement>): void {
  useEffect(() => {
    if (root.current) window.__earlyTaps?.claim(root.current);
  }, [root]);
}
