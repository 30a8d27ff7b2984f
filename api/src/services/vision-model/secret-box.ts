import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * AES-256-GCM for secrets kept at rest that must be read back (a workspace's model API key):
 * unlike passwords and tokens they cannot be hashed. The key comes from the environment, never
 * the database, so a database dump alone does not reveal them. Sealed as iv.tag.ciphertext,
 * base64url.
 */
export function seal(secretHex: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(secretHex, "hex"), iv);
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url")).join(".");
}

/** The plaintext, or null when the box was sealed under another key or tampered with. */
export function open(secretHex: string, sealed: string): string | null {
  const [iv, tag, data] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
  if (!iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", Buffer.from(secretHex, "hex"), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
