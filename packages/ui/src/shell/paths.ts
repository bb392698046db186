/** `#/twoClass/3` → `/twoClass/3`: the path handed to `onNavigate`. */
export function hrefToPath(href: string): string {
  const path = href.startsWith('#') ? href.slice(1) : href;
  return path.startsWith('/') ? path : `/${path}`;
}

function normalise(path: string): string {
  const p = hrefToPath(path.trim());
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

/** True when the link points at the page being shown (`#/a` and `/a/` are the same page). */
export function isCurrentPath(href: string, activePath: string | undefined): boolean {
  if (!activePath || !href.startsWith('#')) return false;
  return normalise(href) === normalise(activePath);
}

/** True when the page being shown is the link's page or lies below it (`/twoClass/3/7` under `/twoClass/3`). */
export function isWithinPath(href: string, activePath: string | undefined): boolean {
  if (!activePath || !href.startsWith('#')) return false;
  const base = normalise(href);
  const active = normalise(activePath);
  return active === base || active.startsWith(`${base}/`);
}
