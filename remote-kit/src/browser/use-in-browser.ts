import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False on the server and in the hydrating render, true once the browser has taken the page over: for what needs
 * script to work (a form, a button that sends) or reads state only the browser keeps.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
