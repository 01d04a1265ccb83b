// What friends think of one of my items (cart or wishlist): the 👍/👎 tally and their comments.
// Comments are plain text, shown as text (React escapes them).
import type { Opinions } from '@store/shared/opinions';
import { socialText } from '../../../lib/i18n/social-text';
import { opinionsWords as w } from '../words/opinions';

export function OpinionsSummary({ opinions }: { opinions: Opinions | undefined }) {
  if (!opinions || opinions.up + opinions.down === 0) return null;
  const withText = opinions.comments.filter((c) => c.comment);
  return (
    <div className="mt-2 space-y-1 text-sm" data-testid="opinions">
      <p className="font-medium" aria-label={w('votes', { up: opinions.up, down: opinions.down })}>
        {socialText().tally(opinions.up, opinions.down)}
      </p>
      {withText.length ? (
        <ul className="space-y-0.5 text-muted">
          {withText.map((c) => (
            <li key={`${c.name}-${c.at}`}>
              <span className="font-medium text-ink">{c.name}</span> {c.vote === 'up' ? '👍' : '👎'} {c.comment}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
