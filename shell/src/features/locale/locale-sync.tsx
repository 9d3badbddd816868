import { useShell } from '../../app/shell-context';
import { useLocale } from './use-locale';
import { useLocaleSync } from './use-locale-sync';

/** Keeps i18next, `<html lang>`, the bus and the GraphQL cache on the locale of the URL. */
export function LocaleSync() {
  const { bus } = useShell();
  useLocaleSync(useLocale(), bus);
  return null;
}
