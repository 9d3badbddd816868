/** Set on `<html>` once the browser has taken the page over (hydrated or rendered it). */
export const shellReadyAttribute = 'data-shell-ready';

export function markShellReady(root: HTMLElement): void {
  root.setAttribute(shellReadyAttribute, '');
}

export function shellIsReady(root: HTMLElement): boolean {
  return root.hasAttribute(shellReadyAttribute);
}
