// "Did you mean jeans?" under a search that found nothing (ADR 2908): the server's nearest
// spelling as a button that searches for it. The words come from the catalogue, in the page's
// language, with the suggestion where the language puts it.
import { t } from '../../../lib/i18n/messages';

export function DidYouMean({ suggestion, onSearch }: { suggestion: string; onSearch: (query: string) => void }) {
  const [before = '', after = ''] = t('search.didYouMean').split('{query}');
  return (
    <p className="basis-full text-base text-ink" data-testid="did-you-mean">
      {before}
      <button
        type="button"
        onClick={() => onSearch(suggestion)}
        className="min-h-11 font-semibold text-accent underline underline-offset-4 hover:text-ink"
      >
        {suggestion}
      </button>
      {after}
    </p>
  );
}
