// Product descriptions arrive as shop-editor HTML: entities, inline styles, scripts, spans in
// spans. The store shows plain text: paragraphs stay paragraphs, list items become "• " lines,
// everything else (scripts, styles, attributes, images) goes.
import { compile } from 'html-to-text';

const OPTIONS = {
  wordwrap: false as const,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'script', format: 'skip' },
    { selector: 'style', format: 'skip' },
    { selector: 'ul', options: { itemPrefix: '• ' } },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'h5', options: { uppercase: false } },
    { selector: 'h6', options: { uppercase: false } },
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
};

const MAX_DESCRIPTION = 5000;
// Compiled once: convert() would rebuild its selector tables for every description.
const convert = compile(OPTIONS);

/** HTML (or plain text) to the store's plain text; at most 5,000 characters. */
export function htmlToText(html: string | undefined | null): string {
  if (!html) return '';
  const text = /<[a-z!/]/i.test(html) || /&[#a-z0-9]+;/i.test(html) ? convert(html) : html;
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_DESCRIPTION);
}
