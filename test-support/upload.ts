// A slow reader of answers: a client that sends a sign-up's headers claiming `claimed` bytes of
// JSON, waits for the answer, and only then writes `bytes` of body (as a client busy uploading
// reads its answer late). What it read, how much it wrote, and how its writes ended: the test of
// a 413 the client can read (ADR 2610).
import { connect } from 'node:net';

export interface LateUpload {
  /** Everything the server sent. */
  head: string;
  /** How the socket failed (EPIPE, ECONNRESET), if it did. */
  error?: string;
  written: number;
}

export function uploadAfterAnswer(base: string, claimed: number, bytes: number): Promise<LateUpload> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port), allowHalfOpen: true });
    let head = '';
    let error: string | undefined;
    let written = 0;
    let answered: () => void;
    const answer = new Promise<void>((r) => (answered = r));
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      answered();
    });
    socket.on('error', (err: NodeJS.ErrnoException) => (error ??= err.code ?? err.message));
    socket.on('close', () => resolve({ head, error, written }));
    socket.on('connect', async () => {
      socket.write(
        `POST /auth/user/signup HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${claimed}\r\n\r\n`,
      );
      await answer;
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      while (written < bytes && !socket.destroyed) {
        const n = Math.min(chunk.length, bytes - written);
        written += n;
        if (!socket.write(chunk.subarray(0, n)))
          await new Promise((r) => {
            socket.once('drain', r);
            socket.once('close', r);
          });
      }
      if (!socket.destroyed) socket.end();
    });
  });
}
