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
