import type { ReactNode } from 'react';

type RenderToString = (tree: ReactNode) => string;

/**
 * Apollo's `prerenderStatic` renders once more whenever a pass created a query, even one the cache
 * answered at once. After a route's queries were fetched beforehand, a pass that led to no API request
 * leaves the cache as it found it, so the next pass would render the same markup: it is reused instead.
 */
export function reuseSettledRender(render: RenderToString, requestsMade: () => number): RenderToString {
  let previous: { markup: string; requests: number } | undefined;
  return (tree) => {
    const requests = requestsMade();
    if (previous?.requests === requests) return previous.markup;
    previous = { markup: render(tree), requests };
    return previous.markup;
  };
}
