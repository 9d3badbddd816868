import { useEffect } from 'react';
import type { Locale } from '@remac/shared-contracts';

/** The web app manifest of a language (shell/public/manifest.<locale>.webmanifest). */
export const manifestPath = (locale: Locale) => `/manifest.${locale}.webmanifest`;

/**
 * The page links the Greek manifest (index.html); an English page links the English one, so an
 * app installed from it has English names and opens at /en.
 */
export function useManifestLanguage(locale: Locale): void {
  useEffect(() => {
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link && link.getAttribute('href') !== manifestPath(locale)) link.setAttribute('href', manifestPath(locale));
  }, [locale]);
}
