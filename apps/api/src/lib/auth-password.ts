// Password hashing: argon2id with at least OWASP's minimum (19 MiB, t=2, p=1); the whole
// password is hashed, never truncated.
import { availableParallelism } from 'node:os';
import { hash as argon2Hash, verify as argon2Verify, type Options } from '@node-rs/argon2';
import { createLimit } from './limit';

// Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2ID = 2 as Options['algorithm'];
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

// As many argon2 runs at once as there are cores; the rest wait their turn. Each run holds
// 19 MiB, and a run more than there are cores only thrashes the cache and takes CPU from the
// request work that feeds the runs (2 cores, npm run bench:api, three 20 s runs each: logins
// at 86% of argon2id alone with 2 at once, 83% with 3, 78% with 4; ADR 0704).
const MAX_CONCURRENT = Math.max(1, availableParallelism());
const limited = createLimit(MAX_CONCURRENT);

const hash = (password: string, options: Options) => limited(() => argon2Hash(password, options));
const verify = (hashed: string, password: string) => limited(() => argon2Verify(hashed, password));

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when the e-mail is unknown, so a miss costs as much time as a hit.
let dummyHash: Promise<string> | undefined;

/** True when the password matches; a missing hash still spends one argon2 verification. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not the password of anyone');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
