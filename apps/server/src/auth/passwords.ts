import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the enum is declared const and cannot be read at run time here. */
const ARGON2ID = 2 as Algorithm;

/** OWASP argon2id parameters (docs/architecture.md#quality-security): m = 19 MiB, t = 2, p = 1. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown login answers like a wrong password. */
export const verifyAgainstDummy = async (password: string): Promise<false> => {
  dummyHash ??= hashPassword('dummy password for timing');
  await verifyPassword(await dummyHash, password);
  return false;
};
