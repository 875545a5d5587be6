// Password hashing: argon2id with the library's recommended parameters.
import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id is a const enum; its value is 2.
const ARGON2ID = 2;

export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

export const verifyPassword = async (storedHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
};

/** A valid hash of a random value: verifying against it costs the same as a real check. */
let dummyHash: Promise<string> | undefined;
export const getDummyHash = () => (dummyHash ??= hashPassword(`dummy-${Math.random()}`));

/**
 * A log-in's check: `storedHash` when it is an argon2 hash, else (no such user, or an account made
 * with an unusable password, lib/members/populate-unit-accounts.ts) the dummy hash, and false. A
 * hash that cannot be parsed fails at once, so without the dummy check such an account would answer
 * faster than any other and tell that it exists.
 */
export const verifyLogInPassword = async (storedHash: string | null, password: string): Promise<boolean> => {
  if (storedHash) {
    try {
      return await verify(storedHash, password);
    } catch {
      // Not a usable hash: pay for a real check below.
    }
  }
  await verifyPassword(await getDummyHash(), password);
  return false;
};
