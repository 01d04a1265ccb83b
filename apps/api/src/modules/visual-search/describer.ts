// Describes pictures for visual search in a child process at the lowest CPU priority
// (describe-worker.ts; ADR 2801): the network's memory stays out of the server, and its
// inference never takes a core from a shopper's request (as the pre-render's child, ADR 3001).
// The child starts on the first picture and is shared by the whole process; it does not keep
// the process alive while idle, and ends with it. A photo is sent as bytes over the IPC channel,
// never written to disk. A shopper's photo search has a child of its own at normal priority: it
// must not wait behind an import's pictures, nor be starved by them.
import { startForkedWorker } from '../../lib/forked-worker';
import type { DescribeReply, DescribeRequest } from './describe-worker';
import { Undecodable, type DescribeOptions, type Description } from './descriptor';

export interface PictureDescriber {
  /** Decodes `bytes` (SVG only for the store's own drawings) and describes it. */
  describe(bytes: Buffer, options?: DescribeOptions): Promise<Description>;
  /** The child's process id once it runs (for tests: its priority). */
  readonly pid: number | undefined;
  close(): Promise<void>;
}

export function startPictureDescriber({
  priority = 'lowest',
}: { priority?: 'lowest' | 'normal' } = {}): PictureDescriber {
  const worker = startForkedWorker<Omit<DescribeRequest, 'seq'>, DescribeReply, Description>(
    {
      beside: import.meta.url,
      worker: 'describe-worker',
      name: 'picture describer',
      env: { ...process.env, DESCRIBE_PRIORITY: priority },
      // Only a picture being described keeps the process alive (a CLI ends once it is done).
      unrefWhileIdle: true,
    },
    (reply) =>
      'error' in reply
        ? reply.undecodable
          ? new Undecodable(reply.error)
          : new Error(reply.error)
        : {
            vector: reply.vector,
            box: reply.box,
            blank: reply.blank,
            ...(reply.garmentVector ? { garmentVector: reply.garmentVector } : {}),
            ...(reply.kinds ? { kinds: reply.kinds } : {}),
          },
  );
  return {
    describe: (bytes, options = {}) =>
      worker.call({ picture: bytes, svg: options.svg ?? false, garment: options.garment ?? false }),
    get pid() {
      return worker.pid;
    },
    close: () => worker.close(),
  };
}

let shared: PictureDescriber | undefined;
/** The process's background describer (lowest priority): stored pictures and imports share it. */
export const sharedDescriber = (): PictureDescriber => (shared ??= startPictureDescriber());

let forSearches: PictureDescriber | undefined;
/** The process's describer of shoppers' photos, at normal priority; started on the first photo search. */
export const searchDescriber = (): PictureDescriber => (forSearches ??= startPictureDescriber({ priority: 'normal' }));
