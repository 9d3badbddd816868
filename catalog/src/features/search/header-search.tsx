import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { SEARCH_TERM_MAX_LENGTH } from '@remac/shared-contracts/graphql';
import { useHost } from '@remac/remote-kit';
import { useCatalogT } from '../../lib/remote';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useSearchSuggestions } from './api/search-suggestions';
import { searchOptions, suggestionDelayMs } from './search-options';
import { SearchIcon } from './search-icon';
import ui from '../../components/components.module.css';
import styles from './search.module.css';

/** Header search (spec §1): a toggle that opens an input with examples and suggestions as you type. */
export function HeaderSearch() {
  const t = useCatalogT();
  const { locale } = useHost();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const settled = useDebouncedValue(typed, suggestionDelayMs);
  const options = searchOptions(typed, settled, useSearchSuggestions(settled)?.suggestions);

  const close = () => {
    setOpen(false);
    setTyped('');
    setActive(-1);
  };
  useEffect(close, [pathname]);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const go = (term: string) => {
    if (!term.trim()) return;
    close();
    void navigate(`${localizedPath('search', locale)}?search=${encodeURIComponent(term.trim())}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (options.length ? (current + step + options.length) % options.length : -1));
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  if (!open) {
    return (
      <button type="button" className={styles.toggle} aria-expanded={false} onClick={() => setOpen(true)} data-testid="search-toggle">
        <SearchIcon />
        <span className={ui.visuallyHidden}>{t('search.open')}</span>
      </button>
    );
  }
  return (
    <div className={styles.box} onBlur={onBlur} data-testid="header-search">
      <form role="search" onSubmit={(event) => (event.preventDefault(), go(options[active] ?? typed))}>
        <input
          ref={input}
          type="search"
          className={styles.input}
          value={typed}
          maxLength={SEARCH_TERM_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          onChange={(event) => {
            // Clearing the box (its × or deleting the text) hides the search again (spec §1).
            if (!event.target.value) return close();
            setTyped(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
      </form>
      <ul id={listId} role="listbox" className={styles.options} aria-label={typed.trim() ? t('search.suggestions') : t('search.examples')}>
        {options.map((option, index) => (
          <li
            key={option}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            className={styles.option}
            onClick={() => go(option)}
          >
            {option}
          </li>
        ))}
      </ul>
    </div>
  );
}
