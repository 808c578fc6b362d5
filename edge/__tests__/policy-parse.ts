// Reads a policy as a browser does, for the tests of the policies and of what the pages load.
/** Directive name -> sources. */
export function parse(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives.has(name)).toBe(false); // a browser would ignore a repeat
    directives.set(name, sources);
  }
  return directives;
}

/**
 * Whether a host source list allows a URL, as CSP matches https URLs: scheme and host (with a
 * leading *. wildcard), and a path that is a prefix when the source ends in '/'.
 */
export function allows(sources: readonly string[], url: string): boolean {
  const target = new URL(url);
  return sources.some((source) => {
    const match = /^https:\/\/(\*\.)?([^/]+)(\/.*)?$/.exec(source);
    if (!match || target.protocol !== 'https:') return false;
    const [, wildcard, host, path] = match;
    const hostOk = wildcard ? target.hostname.endsWith(`.${host}`) : target.hostname === host;
    const pathOk =
      !path || (path.endsWith('/') ? target.pathname.startsWith(path) : target.pathname === path);
    return hostOk && pathOk;
  });
}
