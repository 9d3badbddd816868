import { useEffect, useState } from 'react';

/**
 * A choice kept in the URL is shown at once, while the router applies the URL change in a transition a moment later.
 * It is dropped when the URL's value changes, and on Back or Forward: pressed before the router applied the choice,
 * React renders only the latest URL, which may be the one already shown, so the value would never change and the
 * choice would stay on screen under the old address.
 */
export function usePendingChoice(fromUrl: string | null) {
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => setPending(null), [fromUrl]);
  useEffect(() => {
    const drop = () => setPending(null);
    window.addEventListener('popstate', drop);
    return () => window.removeEventListener('popstate', drop);
  }, []);
  return [pending, setPending] as const;
}
