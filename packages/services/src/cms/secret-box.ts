import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encrypts CMS secrets at rest with AES-256-GCM. The key is derived from `keyMaterial`
 * (CMS_SECRET_KEY, or a secret Linkloom generated once and keeps in the database).
 */
export function createSecretBox(keyMaterial: string) {
  const key = createHash('sha256').update(`linkloom-cms:${keyMaterial}`).digest();
  return {
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    open(stored: string): string {
      const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !sealed) {
        throw new Error('The stored CMS secret is not in the expected form.');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
