// GET /api/operator/summary.csv: the figures as a file. The call needs the bearer token, which a
// plain link cannot send, so the file is fetched and handed to the browser as a download.
import { apiUrl } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';

export async function downloadSummaryCsv(days: number): Promise<void> {
  const response = await fetch(apiUrl('/api/operator/summary.csv', { days }), {
    headers: { Authorization: `Bearer ${getToken() ?? ''}` },
  });
  if (!response.ok) throw new Error(`The CSV could not be made (${response.status}).`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'saath.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
