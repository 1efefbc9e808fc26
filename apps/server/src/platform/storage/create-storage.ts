import type { ServerConfig } from '../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** S3 when S3_* is configured, otherwise the local folder DATA_DIR/media. */
export function createStorage(config: ServerConfig, mediaDir: string): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(mediaDir);
}
