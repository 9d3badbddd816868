import { useState, type ReactNode } from 'react';
import { useFirstInteraction } from './first-interaction';
import styles from './load-on-interaction.module.css';

interface Props {
  /** The slot (a `Fragment`): mounted, and so its remote downloaded, only once it is needed. */
  children: ReactNode;
  /** What shows until then, and until the slot's own content arrives after an interaction. */
  placeholder: ReactNode;
  /** Needed at once, whatever the visitor does (e.g. it holds state the visitor already has). */
  now?: boolean;
}

/**
 * Keeps a fragment nobody needs before interacting off the first view: its remote's script downloads
 * only when the visitor first interacts with the page (or when `now`), and the placeholder stands in
 * until then, so the first view shows the same thing at a fraction of the JavaScript.
 */
export function LoadOnInteraction({ children, placeholder, now = false }: Props) {
  const interacted = useFirstInteraction();
  // Once needed at once, needed for the page's life: a session control unmounted when the member's
  // session blinks during a token refresh would stop refreshing it.
  const [eager, setEager] = useState(false);
  if (now && !eager) setEager(true);
  const needed = eager || now || interacted;
  // Slot and placeholder keep their places in the tree: the link a visitor is pressing or focusing stays
  // the same element, and the slot never remounts. The placeholder stays until the slot renders (CSS).
  return (
    <div className={styles.pending}>
      {needed && children}
      {!(eager || now) && <div className={styles.placeholder}>{placeholder}</div>}
    </div>
  );
}
