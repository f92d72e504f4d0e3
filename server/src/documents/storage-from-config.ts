// Builds the storage driver that STORAGE names: the local folder (the default) or an S3-compatible bucket.
import type { Config } from '../config';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';
import { uploadSigningKey } from './upload-signature';

export function storageFromConfig(config: Pick<Config, 'storage' | 'storageDir' | 's3' | 'sessionSecret'>): Storage {
  if (config.storage === 's3' && config.s3) return new S3Storage(config.s3);
  return new LocalStorage(config.storageDir, uploadSigningKey(config.sessionSecret));
}
