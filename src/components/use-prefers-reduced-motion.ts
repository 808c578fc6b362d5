import { useSyncExternalStore } from 'react';
import { clockIn } from '../../contracts/hours';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** False during server rendering and hydration. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

const noSubscription = () => () => {};

export function useIsBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The club's date in the browser, null on the server and while hydrating (the build's date is
 * not the visitor's). Read once per render: a day passing while the page is open can wait. */
export function useClubToday(timeZone: string | undefined): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => (timeZone ? clockIn(new Date(), timeZone, __SITE_CONFIG__.zoneOffsets).date : null),
    () => null,
  );
}
