// The Web Vitals reporter itself, a chunk of its own (lib/vitals.ts loads it when the browser is
// idle): each metric, when web-vitals has it, goes to POST /api/vitals as one small beacon.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { VitalPage } from '@store/shared/operator';
import { apiUrl } from './api-client';

export function sendVitals(page: VitalPage): void {
  const url = apiUrl('/api/vitals');
  const send = ({ name, value, id }: Metric) => {
    navigator.sendBeacon(url, JSON.stringify({ name, value, page, id }));
  };
  onLCP(send);
  onINP(send);
  onCLS(send);
  onTTFB(send);
}
