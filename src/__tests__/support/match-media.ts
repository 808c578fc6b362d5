// A controllable window.matchMedia for jsdom, which has none: tests set the viewport width and
// listeners hear the change as a browser's would.
type Listener = (event: MediaQueryListEvent) => void;

const lists: { query: string; listeners: Set<Listener> }[] = [];
let width = 1024;

function matches(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

export function installMatchMedia(initialWidth = 1024): void {
  width = initialWidth;
  lists.length = 0;
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<Listener>() };
    lists.push(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, l: Listener) => entry.listeners.add(l),
      removeEventListener: (_: string, l: Listener) => entry.listeners.delete(l),
      addListener: (l: Listener) => entry.listeners.add(l),
      removeListener: (l: Listener) => entry.listeners.delete(l),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}

export function resizeTo(newWidth: number): void {
  const before = new Map(lists.map((l) => [l, matches(l.query)]));
  width = newWidth;
  for (const list of lists) {
    const now = matches(list.query);
    if (now !== before.get(list)) {
      list.listeners.forEach((l) => l({ matches: now, media: list.query } as MediaQueryListEvent));
    }
  }
}
