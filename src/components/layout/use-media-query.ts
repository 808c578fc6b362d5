import { useEffect } from 'react';

/** Calls `onMatch` whenever the media query starts to match (e.g. the window grows past a breakpoint). */
export function useOnMediaMatch(query: string, onMatch: () => void): void {
  useEffect(() => {
    const list = window.matchMedia(query);
    const listener = (event: MediaQueryListEvent) => {
      if (event.matches) onMatch();
    };
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  }, [query, onMatch]);
}
