// A link the store may hand a shopper: an absolute http(s) URL with a host. Checked when a feed
// is imported and again when /out redirects to it.

/** The text as a URL when it is an absolute http(s) URL with a host, else undefined. */
export function httpUrl(text: string): URL | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url : undefined;
}
