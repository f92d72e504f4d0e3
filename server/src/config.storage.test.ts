import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig: where files are stored', () => {
  it('keeps files on the local disk by default', () => {
    expect(loadConfig({})).toMatchObject({ storage: 'local', s3: undefined });
  });

  it('reads the S3 settings when STORAGE=s3, with the SDK default chain when no keys are given', () => {
    const config = loadConfig({ STORAGE: 's3', S3_BUCKET: 'documents', S3_REGION: 'us-east-1' });
    expect(config.storage).toBe('s3');
    expect(config.s3).toEqual({
      bucket: 'documents',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('takes an S3-compatible endpoint, path-style addressing and keys', () => {
    const { s3 } = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'documents',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it('ignores the S3 settings while STORAGE is local', () => {
    expect(loadConfig({ S3_BUCKET: 'documents' }).s3).toBeUndefined();
  });

  it.each([
    [{ STORAGE: 'ftp' }, /^invalid STORAGE: .*got "ftp"$/],
    [{ STORAGE: 's3', S3_REGION: 'us-east-1' }, /^S3_BUCKET is required when STORAGE=s3$/],
    [{ STORAGE: 's3', S3_BUCKET: 'documents' }, /^S3_REGION is required when STORAGE=s3$/],
    [{ STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'r', S3_ENDPOINT: 'minio:9000' }, /^invalid S3_ENDPOINT: /],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, /^invalid S3_FORCE_PATH_STYLE: expected true or false, got "yes"$/],
    [{ STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'id' }, /^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
  ])('refuses %o with one clear line', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(message);
  });
});
