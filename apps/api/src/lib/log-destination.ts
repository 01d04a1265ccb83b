// Where the server's log lines go: standard output, gathered into 4 KB writes. The log has a
// line per request (app.ts), and a write for each cost the main thread 0.18 ms per login on
// the benchmark machine (a CPU profile of the login phase of bench:api); now one write carries
// about fifteen lines. What is gathered is written at least every 250 ms, so a tailed log
// stays current, when the app closes, and on exit (pino's own handler).
import pino from 'pino';

const GATHER_BYTES = 4096;
const WRITE_AT_LEAST_EVERY_MS = 250;

export function gatheredStdout() {
  const destination = pino.destination({ dest: 1, sync: true, minLength: GATHER_BYTES });
  const timer = setInterval(() => destination.flush(), WRITE_AT_LEAST_EVERY_MS);
  timer.unref();
  return {
    destination,
    close() {
      clearInterval(timer);
      destination.flushSync();
    },
  };
}
