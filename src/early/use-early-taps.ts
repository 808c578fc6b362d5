import { useEffect, type RefObject } from 'react';

/** Once the component has hydrated, its controls are live and a tap held meanwhile replays. */
export function useEarlyTaps(root: RefObject<HTMLElement>): void {
  useEffect(() => {
    if (root.current) window.__earlyTaps?.claim(root.current);
  }, [root]);
}
