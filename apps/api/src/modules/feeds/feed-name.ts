// A feed's name when none is given: a store URL's host, or the file's name, so re-importing the
// same source finds its products (the import command and the console's "Import now").
import path from 'node:path';

export function defaultFeedName(source: string, isUrl: boolean): string {
  const name = isUrl ? new URL(source).hostname : path.basename(source).replace(/\.[^.]*$/, '');
  return (
    name
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[^A-Za-z0-9]+/, '')
      .slice(0, 64) || 'feed'
  );
}
