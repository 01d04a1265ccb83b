// Password hashing: argon2id with at least OWASP's minimum (19 MiB, t=2, p=1); the whole
// password is hashed, never truncated.
import { hash, verify, type Options } from '@node-rs/argon2';

// Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2ID = 2 as Options['algorithm'];
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

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
