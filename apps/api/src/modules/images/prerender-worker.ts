// The child process that makes pictures' variants for the background pre-render
// (background-renderer.ts). It lowers its own CPU priority first, every thread (lib/lowest-priority),
// so that the server's requests take the cores first (ADR 3001).
import { lowerEveryThread } from '../../lib/lowest-priority';
import { EncodeQueue } from './encode-queue';
import { makeAllVariants } from './make-variants';

lowerEveryThread();

export interface RenderRequest {
  seq: number;
  cacheDir: string;
  id: string;
  original: Uint8Array;
}

export type RenderReply = { seq: number; encoded: number } | { seq: number; error: string };

// One encode at a time: nothing waits on this work, and a second core is the server's.
const queue = new EncodeQueue({ maxRunning: 1 });

process.on('message', (message: RenderRequest) => {
  const { seq, cacheDir, id, original } = message;
  const bytes = Buffer.from(original.buffer, original.byteOffset, original.byteLength);
  makeAllVariants(cacheDir, id, bytes, queue, { oneAtATime: true }).then(
    (encoded) => process.send!({ seq, encoded } satisfies RenderReply),
    (err: unknown) =>
      process.send!({ seq, error: err instanceof Error ? err.message : String(err) } satisfies RenderReply),
  );
});
// The server went away (or closed the channel when it was done): nothing is left to do.
process.on('disconnect', () => process.exit(0));
