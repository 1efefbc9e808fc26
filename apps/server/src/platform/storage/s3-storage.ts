import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { assertSafeKey, assertSafePrivateKey, type Storage } from './storage';

/** Any S3-compatible bucket (S3, R2, MinIO) through the AWS SDK. */
export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
  });
  const publicBase = (
    config.publicUrl ??
    (config.endpoint
      ? `${config.endpoint.replace(/\/+$/, '')}/${config.bucket}`
      : `https://${config.bucket}.s3.${config.region}.amazonaws.com`)
  ).replace(/\/+$/, '');
  const read = async (key: string): Promise<Buffer | null> => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  };
  return {
    kind: 's3',
    async put(key, data, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
    url(key) {
      return `${publicBase}/${key}`;
    },
    async get(key) {
      assertSafeKey(key);
      return await read(key);
    },
    async putPrivate(key, data, contentType) {
      assertSafePrivateKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: `private/${key}`,
          Body: data,
          ContentType: contentType,
          CacheControl: 'private, no-store',
        }),
      );
    },
    async getPrivate(key) {
      assertSafePrivateKey(key);
      return await read(`private/${key}`);
    },
    async deletePrivate(key) {
      assertSafePrivateKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: `private/${key}` }));
    },
  };
}
