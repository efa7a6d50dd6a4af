import "server-only";
import { hash, verify } from "@node-rs/argon2";

// OWASP's floor for argon2id: 19 MiB of memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, which isolated modules cannot read)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

// Compared against when the login is unknown, so both failures cost the same time.
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$KI6Q8Kw3hn91Gaoc0Bsflg$qNUUk1mGuqbb6bwree1tE80+UHW2ncDZEHbJVLsEmDc";

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    const matches = await verify(passwordHash ?? DUMMY_HASH, password);
    return passwordHash !== null && matches;
  } catch {
    return false;
  }
}
