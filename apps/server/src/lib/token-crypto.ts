import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * AES-256-GCM for secrets at rest (provider tokens) and in cookies (the OAuth state): a fresh 12-byte IV
 * each time, and the tag checked on the way back, so a changed byte fails instead of decrypting to junk.
 * Format: base64url(iv | tag | ciphertext).
 */
export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The plaintext, or null when the value was not sealed with this key or was altered. */
export function unseal(key: Buffer, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, "base64url");
    if (bytes.length < 28) return null;
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
