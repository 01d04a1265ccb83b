// The desktop header's search box with suggestions (ADR 2907): the search screen's own
// combobox, in a chunk of its own that the header loads only on a wide screen (desktop-header).
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { rememberSearch, useRecentSearches } from './recent-searches';
import { SearchCombobox } from './search-combobox';
import { t } from '../../../lib/i18n/messages';

export function HeaderSearch({ initial, focus }: { initial: string; focus: boolean }) {
  const navigate = useNavigate();
  const recent = useRecentSearches();
  const [text, setText] = useState(initial);
  const box = useRef<HTMLFormElement>(null);
  // Typing may have begun in the plain box this replaced: carry on in this one.
  useEffect(() => {
    if (focus) box.current?.querySelector('input')?.focus();
  }, [focus]);
  const run = (q: string) => {
    const query = q.trim();
    if (!query) return;
    rememberSearch(query);
    void navigate(`/search?q=${encodeURIComponent(query)}`);
  };
  return (
    <form
      ref={box}
      role="search"
      // The search screen has its own search form: this one is the header's (distinct landmarks).
      aria-label={t('nav.searchStore')}
      onSubmit={(e) => {
        e.preventDefault();
        run(text);
      }}
      className="flex w-full items-center"
    >
      <SearchCombobox value={text} onChange={setText} onSearch={run} recent={recent} />
    </form>
  );
}
