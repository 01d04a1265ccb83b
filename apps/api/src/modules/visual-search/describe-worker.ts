// The child process that describes pictures for visual search (describer.ts): it holds the
// network (mobilenet.ts) so the server does not, and runs at the lowest CPU priority, every
// thread, so the server's requests take the cores first (ADR 2801, as the pre-render's child of
// ADR 3001). One picture at a time, in the order asked.
import type { GarmentBox } from '@store/shared/garment-box';
import { lowerEveryThread } from '../../lib/lowest-priority';
import { describePicture, Undecodable } from './descriptor';

// The background's child yields to everything; a shopper's own photo has a child at normal priority (describer.ts).
if (process.env.DESCRIBE_PRIORITY !== 'normal') lowerEveryThread();

export interface DescribeRequest {
  seq: number;
  picture: Uint8Array;
  svg: boolean;
  garment: boolean;
}

export type DescribeReply =
  | {
      seq: number;
      vector: Float32Array;
      box: GarmentBox;
      garmentVector?: Float32Array;
      kinds?: Float32Array;
      blank: boolean;
    }
  | { seq: number; error: string; undecodable: boolean };

let previous: Promise<unknown> = Promise.resolve();

process.on('message', ({ seq, picture, svg, garment }: DescribeRequest) => {
  const bytes = Buffer.from(picture.buffer, picture.byteOffset, picture.byteLength);
  previous = previous.then(() =>
    describePicture(bytes, { svg, garment }).then(
      ({ vector, box, garmentVector, kinds, blank }) =>
        process.send!({ seq, vector, box, garmentVector, kinds, blank } satisfies DescribeReply),
      (err: unknown) =>
        process.send!({
          seq,
          error: err instanceof Error ? err.message : String(err),
          undecodable: err instanceof Undecodable,
        } satisfies DescribeReply),
    ),
  );
});
// The server went away (or closed the channel): nothing is left to do.
process.on('disconnect', () => process.exit(0));
