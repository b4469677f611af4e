import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { S3Config } from "../config";
import { type PhotoStorage, PRIVATE_PREFIX, PUBLIC_PREFIX, STORED_FILE_PATTERN } from "./storage";

const checkKey = (key: string) => {
  if (!STORED_FILE_PATTERN.test(key)) throw new Error(`refusing storage key ${key}`);
};

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    // Unset: the SDK's own chain (instance roles, shared config) finds them.
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
}

/**
 * Photos in an S3-compatible bucket: public objects under photos/ (served from S3_PUBLIC_URL, a CDN or the
 * bucket), private ones under private/ reachable only through presigned GETs. The bucket policy must
 * allow public reads of photos/ only.
 */
export function s3Storage(config: S3Config, client: S3Client = s3Client(config)): PhotoStorage {
  const base = `${config.publicUrl}/${PUBLIC_PREFIX}`;
  const keyOf = (url: string): string | null => {
    if (!url.startsWith(base)) return null;
    const key = url.slice(base.length);
    return STORED_FILE_PATTERN.test(key) ? key : null;
  };
  const get = async (objectKey: string): Promise<Buffer | null> => {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey }));
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404))
        return null;
      throw error;
    }
  };
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      checkKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: `${PUBLIC_PREFIX}${key}`,
          Body: bytes,
          ContentType: contentType,
          // Names are random and never reused.
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
      return `${base}${key}`;
    },
    async delete(url) {
      const key = keyOf(url);
      if (key) await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: `${PUBLIC_PREFIX}${key}` }));
    },
    owns: (url) => keyOf(url) !== null,
    async read(key) {
      return STORED_FILE_PATTERN.test(key) ? get(`${PUBLIC_PREFIX}${key}`) : null;
    },
    async putPrivate(key, bytes, contentType) {
      checkKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: `${PRIVATE_PREFIX}${key}`,
          Body: bytes,
          ContentType: contentType,
          CacheControl: "private, no-store",
        }),
      );
    },
    async signedUrl(key, seconds) {
      checkKey(key);
      return getSignedUrl(client, new GetObjectCommand({ Bucket: config.bucket, Key: `${PRIVATE_PREFIX}${key}` }), {
        expiresIn: seconds,
      });
    },
    async readPrivate(key) {
      return STORED_FILE_PATTERN.test(key) ? get(`${PRIVATE_PREFIX}${key}`) : null;
    },
    async deletePrivate(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: `${PRIVATE_PREFIX}${key}` }));
    },
  };
}
