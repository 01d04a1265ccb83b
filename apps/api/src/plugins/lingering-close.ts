// An answer given before the request's body has all arrived: a 413 for a body over the limit, or a
// 401, 404 or 429 before an upload was read. Node closes such a connection as soon as the answer
// is written, and a client still uploading is reset (EPIPE) before it reads the answer. Here the
// answer says `Connection: close`, the server stops writing (FIN) and reads on, throwing the bytes
// away, until the body ends, LINGER.bytes have come or LINGER.ms have passed; then it closes
// (a lingering close, ADR 2610). The bounds keep a client from holding the socket with it.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const LINGER = { bytes: 16 * 1024 * 1024, ms: 5_000 } as const;

export function registerLingeringClose(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    // `complete` is false only on a real socket whose body is still coming (inject has none).
    if (request.raw.complete !== false) return;
    void reply.header('connection', 'close');
    drainThenClose(request.raw);
  });
}

function drainThenClose(request: IncomingMessage): void {
  const { socket } = request;
  let drained = 0;
  let closing = false;
  /** Closes once the answer has left, so the FIN follows it and no reset can overtake it. */
  const closeOnceWritten = () => {
    if (closing) return;
    closing = true;
    if (socket.writableFinished) socket.destroy();
    else socket.once('finish', () => socket.destroy());
  };
  // Whoever read the body so far (a multipart parser) is done with it: the rest is only counted.
  request.unpipe();
  request.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > LINGER.bytes) closeOnceWritten();
  });
  // Node ends an answer that says `Connection: close` with socket.destroySoon(): on this socket,
  // that stops writing and lingers (bounded) for the rest of the body.
  socket.destroySoon = () => {
    socket.end();
    if (request.complete || drained > LINGER.bytes) return closeOnceWritten();
    const timer = setTimeout(() => socket.destroy(), LINGER.ms);
    socket.once('close', () => clearTimeout(timer));
    request.once('end', closeOnceWritten);
  };
}
