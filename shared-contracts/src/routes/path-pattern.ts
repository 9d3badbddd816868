export type RouteParams = Record<string, string | undefined>;

interface Segment {
  literal?: string;
  param?: string;
  optional?: boolean;
}

function parse(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (!part.startsWith(':')) return { literal: part };
      const optional = part.endsWith('?');
      return { param: optional ? part.slice(1, -1) : part.slice(1), optional };
    });
}

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** Matches a prefix-free path such as `/products/macbook-air` against `/products/:id`. */
export function matchPattern(pattern: string, path: string): RouteParams | null {
  const segments = parse(pattern);
  const parts = path.split('/').filter(Boolean);
  const params: RouteParams = {};
  let index = 0;
  for (const segment of segments) {
    const part = parts[index];
    if (segment.literal !== undefined) {
      if (part !== segment.literal) return null;
    } else if (part === undefined) {
      if (!segment.optional) return null;
      continue;
    } else {
      const value = decode(part);
      // A malformed escape such as `/products/100%` names no resource: no match, so the 404 page shows.
      if (value === null) return null;
      params[segment.param!] = value;
    }
    index += 1;
  }
  return index === parts.length ? params : null;
}

/** Fills a pattern with parameters; a missing optional parameter drops its segment. */
export function fillPattern(pattern: string, params: RouteParams = {}): string {
  const filled = parse(pattern).flatMap((segment) => {
    if (segment.literal !== undefined) return [segment.literal];
    const value = params[segment.param!];
    if (value === undefined || value === '') {
      if (segment.optional) return [];
      throw new Error(`Missing route parameter ${segment.param}`);
    }
    return [encodeURIComponent(value)];
  });
  return `/${filled.join('/')}`;
}
