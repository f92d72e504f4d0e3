// Turns the environment into one typed, validated config object; a bad or unreachable setting stops start-up with one clear line.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defaultIdentityCookiePrefix, defaultPartner, type PartnerConfig } from '@transfer/form';

/** A start-up failure whose message is the one line to print: a bad or unreachable setting. */
export class ConfigError extends Error {}

const port = z.coerce
  .number({ error: 'expected a number' })
  .int('expected a whole number')
  .min(0, 'expected a port between 0 and 65535')
  .max(65535, 'expected a port between 0 and 65535');

const urlWithScheme = (schemes: string[]) =>
  z.string().refine((value) => {
    try {
      return schemes.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `expected a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')}`);

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: urlWithScheme(['http:', 'https:']).optional(),
  TRUST_PROXY: z.string().optional(),
  DATABASE_URL: urlWithScheme(['postgres:', 'postgresql:']).default(
    'postgres://postgres@127.0.0.1:5432/transfer_app',
  ),
  REDIS_URL: urlWithScheme(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
  SMTP_URL: urlWithScheme(['smtp:', 'smtps:']).optional(),
  SESSION_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  STORAGE_DIR: z.string().min(1).default('./var/storage'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: urlWithScheme(['http:', 'https:']).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], 'expected true or false').default('false'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  CHROMIUM_PATH: z.string().min(1).optional(),
  WORKERS: z.enum(['inline', 'off']).default('inline'),
  PARTNER_CONFIG: z.string().min(1).optional(),
  IDENTITY_COOKIE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'expected letters, digits, _ or -')
    .default(defaultIdentityCookiePrefix),
});

const partnerSchema = z
  .object({
    name: z.string().min(1),
    application_title: z.string().min(1),
    addresses: z.array(
      z.object({
        label: z.string(),
        line_1: z.string(),
        line_2: z.string(),
        city: z.string(),
        state: z.string(),
        zip: z.string(),
        country: z.string(),
      }),
    ),
    help_email: z.email(),
    admissions_email: z.email(),
    phone: z.string().min(1),
    act_code: z.string(),
    sat_code: z.string(),
    character_limit: z.number().int().positive(),
    reader_url: z.url(),
  })
  .partial()
  .strict();

/** Where Debian, Ubuntu and Homebrew put Chromium, tried in this order. */
const chromiumCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Where STORAGE=s3 keeps files: any S3-compatible service. Without keys, the AWS SDK's default chain finds them. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible servers other than AWS. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  secureCookies: boolean;
  trustProxy: boolean | number | string | undefined;
  databaseUrl: string;
  redisUrl: string;
  smtpUrl: string | undefined;
  sessionSecret: string;
  storage: 'local' | 's3';
  storageDir: string;
  /** Set exactly when `storage` is `s3`. */
  s3: S3Settings | undefined;
  chromiumPath: string | undefined;
  workers: 'inline' | 'off';
  partner: PartnerConfig;
  /** The start of the name of the script-readable "signed in" cookie (SPEC section 6). */
  identityCookiePrefix: string;
}

function oneLine(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`).join('; ');
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === '') return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function loadPartner(file: string | undefined): PartnerConfig {
  if (!file) return defaultPartner;
  if (!existsSync(file)) throw new ConfigError(`invalid PARTNER_CONFIG: file ${file} does not exist`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`invalid PARTNER_CONFIG: ${file} is not valid JSON (${(error as Error).message})`);
  }
  const parsed = partnerSchema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(`invalid PARTNER_CONFIG ${file}: ${oneLine(parsed.error)}`);
  return { ...defaultPartner, ...parsed.data };
}

function s3Settings(env: z.infer<typeof environmentSchema>): S3Settings | undefined {
  if (env.STORAGE !== 's3') return undefined;
  const { S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket) throw new ConfigError('S3_BUCKET is required when STORAGE=s3');
  if (!region) throw new ConfigError('S3_REGION is required when STORAGE=s3');
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the default chain');
  }
  return {
    bucket,
    region,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** Reads the variables of CONTRACT section 1; throws a ConfigError whose message is one line. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(blankless);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    throw new ConfigError(`invalid ${name}: ${issue.message}, got ${JSON.stringify(environment[name])}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production');
  }
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    appUrl,
    secureCookies: appUrl.startsWith('https:'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    sessionSecret: env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    storage: env.STORAGE,
    storageDir: path.resolve(env.STORAGE_DIR),
    s3: s3Settings(env),
    chromiumPath: env.CHROMIUM_PATH ?? chromiumCandidates.find((candidate) => existsSync(candidate)),
    workers: env.WORKERS,
    partner: loadPartner(env.PARTNER_CONFIG),
    identityCookiePrefix: env.IDENTITY_COOKIE_PREFIX,
  };
}

/** A URL with its password hidden, for messages and logs. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return value;
  }
}

/** Explains a connection failure in one line, naming the server it tried. */
export function unreachable(service: string, url: string, error: unknown): ConfigError {
  const { code, message } = error as { code?: string; message?: string };
  const reason =
    code === 'ECONNREFUSED'
      ? 'connection refused'
      : code === 'ENOTFOUND'
        ? 'host not found'
        : code === 'ETIMEDOUT'
          ? 'timed out'
          : (message ?? String(error));
  return new ConfigError(`cannot reach ${service} at ${redactUrl(url)}: ${reason}`);
}
