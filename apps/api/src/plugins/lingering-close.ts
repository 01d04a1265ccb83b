// An answer given before the request's body has all arrived: a 413 for a body over the limit, or a
// 401, 404 or 429 before an upload was read. Node closes such a connection as soon as the answer
// is written, and a client still uploading is reset (EPIPE) before it reads the answer. Here the
// answer says `Connection: close`, the server stops writing (FIN) and reads on, throwing the bytes
// away, until the body ends, LINGER.bytes have come or LINGER.ms have passed; then it closes
// (a lingering close, ADR 2610). The bounds keep a client from holding the socket with it.
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export const LINGER = { bytes: 16 * 1024 * 1024, ms: 5_000, checkEveryMs: 50 } as const;

export function registerLingeringClose(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    // `complete` is false only on a real socket whose body is still coming (inject has none).
    if (request.raw.complete !== false) return;
    void reply.header('connection', 'close');
    lingerBeforeClosing(request.raw.socket, request.raw);
  });
}

/**
 * Node ends an answer that says `Connection: close` with `socket.destroySoon()` once it is
 * written: on this one socket, that first lingers.
 */
function lingerBeforeClosing(socket: Socket, request: IncomingMessage): void {
  socket.destroySoon = () => {
    socket.end();
    // Node's parser reads the socket itself and drops a dumped body without an event: the
    // socket's own count of bytes read is what measures the drain.
    const readBefore = socket.bytesRead;
    const started = Date.now();
    let closing = false;
    const closeOnceWritten = () => {
      if (closing) return;
      closing = true;
      if (socket.writableFinished) socket.destroy();
      else socket.once('finish', () => socket.destroy());
    };
    const watch = setInterval(() => {
      if (Date.now() - started >= LINGER.ms) socket.destroy();
      else if (socket.bytesRead - readBefore > LINGER.bytes) closeOnceWritten();
    }, LINGER.checkEveryMs);
    socket.once('close', () => clearInterval(watch));
    if (request.complete) return closeOnceWritten();
    request.once('end', closeOnceWritten);
    request.unpipe();
    request.resume();
  };
}
