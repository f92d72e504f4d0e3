// Turns the environment into one typed, validated config object; a bad or unreachable setting stops start-up with one clear line.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
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
  z.string().refine(
    (value) => {
      try {
        return schemes.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `expected a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')}`,
  );

/** Where clamd listens (CLAMD_URL): a host and port, or the path of its unix socket on this machine. */
export type ClamdAddress = { host: string; port: number } | { socket: string };

/** clamd's own default port (TCPSocket in clamd.conf). */
const clamdDefaultPort = 3310;

/** `tcp://host:port` (the port 3310 when left out) or an absolute path; undefined for anything else. */
function clamdAddress(value: string): ClamdAddress | undefined {
  if (path.isAbsolute(value)) return { socket: value };
  try {
    const url = new URL(value);
    if (url.protocol !== 'tcp:' || !url.hostname || url.pathname.replace(/^\/$/, '') || url.search || url.username) return undefined;
    return { host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port: url.port ? Number(url.port) : clamdDefaultPort };
  } catch {
    return undefined;
  }
}

const clamdUrl = z.string().transform((value, context) => {
  const address = clamdAddress(value);
  if (!address) context.addIssue({ code: 'custom', message: "expected tcp://host:port or the absolute path of clamd's unix socket" });
  return address ?? z.NEVER;
});

/** A name part of a cookie or Redis key: nothing that a separator or a pattern would read. */
const namePart = z.string().regex(/^[A-Za-z0-9_-]+$/, 'expected letters, digits, _ or -');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: urlWithScheme(['http:', 'https:']).optional(),
  TRUST_PROXY: z.string().optional(),
  DATABASE_URL: urlWithScheme(['postgres:', 'postgresql:']).default('postgres://postgres@127.0.0.1:5432/transfer_app'),
  REDIS_URL: urlWithScheme(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: namePart.optional(),
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
  CLAMD_URL: clamdUrl.optional(),
  WORKERS: z.enum(['inline', 'off']).default('inline'),
  WEB_CONCURRENCY: z.coerce
    .number({ error: 'expected a number' })
    .int('expected a whole number')
    .positive('expected at least 1')
    .optional(),
  PARTNER_CONFIG: z.string().min(1).optional(),
  GRAPHQL_RATE_LIMIT: z.coerce
    .number({ error: 'expected a number' })
    .int('expected a whole number')
    .positive('expected at least 1')
    .default(3000),
  LOOKUP_RATE_LIMIT: z.coerce
    .number({ error: 'expected a number' })
    .int('expected a whole number')
    .positive('expected at least 1')
    .default(1800),
  SAVE_RATE_LIMIT: z.coerce
    .number({ error: 'expected a number' })
    .int('expected a whole number')
    .min(6, 'expected at least 6')
    .default(120),
  UPLOAD_RATE_LIMIT: z.coerce
    .number({ error: 'expected a number' })
    .int('expected a whole number')
    .positive('expected at least 1')
    .default(60),
  IDENTITY_COOKIE_PREFIX: namePart.default(defaultIdentityCookiePrefix),
  STAFF_OIDC_ISSUER: urlWithScheme(['http:', 'https:']).optional(),
  STAFF_OIDC_CLIENT_ID: z.string().min(1).optional(),
  STAFF_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  STAFF_OIDC_NAME: z.string().min(1).max(80).optional(),
});

/** Whether the runtime's ICU knows the zone (America/Chicago, UTC). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

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
    time_zone: z.string().refine(isTimeZone, 'an IANA time zone, such as America/Chicago'),
  })
  .partial()
  .strict();

/**
 * Where Debian, Ubuntu and Homebrew put Chromium, tried in this order: Debian's headless shell first (the package
 * chromium-headless-shell: the same engine without the browser around it, which prints the same tagged PDF in less time
 * and memory), by its binary, as /usr/bin's script would stay between the worker and it; then the browser.
 */
const chromiumCandidates = [
  '/usr/lib/chromium/chromium-headless-shell',
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
  /** Express's `trust proxy`: how many proxies, or which addresses, stand before the app (never `true` in production). */
  trustProxy: boolean | number | string[] | undefined;
  databaseUrl: string;
  redisUrl: string;
  /**
   * The start of every key the app keeps in Redis, BullMQ's queues' included, so that apps on one Redis stay apart.
   * Unset: the queues under BullMQ's own `bull`, the app's other keys under `transfer`.
   */
  redisPrefix: string | undefined;
  smtpUrl: string | undefined;
  sessionSecret: string;
  storage: 'local' | 's3';
  storageDir: string;
  /** Set exactly when `storage` is `s3`. */
  s3: S3Settings | undefined;
  chromiumPath: string | undefined;
  /** The clamd that scans every upload before it is converted; none, and nothing is scanned. */
  clamd: ClamdAddress | undefined;
  workers: 'inline' | 'off';
  /** How many web processes serve the port on this machine (node:cluster when more than one). */
  webConcurrency: number;
  partner: PartnerConfig;
  /**
   * Requests per minute from one address on /graphql and on /lookup/find; saves per minute of one student (counted
   * over 10-second windows, so no burst goes far above the pace); uploads (targets and attaches) per hour of one
   * student. All per instance of the app.
   */
  rateLimits: { graphqlPerMinute: number; lookupPerMinute: number; savesPerMinute: number; uploadsPerHour: number };
  /** The start of the name of the script-readable "signed in" cookie (docs/product.md §6.4). */
  identityCookiePrefix: string;
  /** The university's single sign-on for staff (OpenID Connect), when its issuer, client id and secret are all set. */
  staffSingleSignOn: StaffSingleSignOnSettings | undefined;
}

export interface StaffSingleSignOnSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the sign-in page calls it: "Sign in with <name>" (the partner's name unless STAFF_OIDC_NAME says). */
  name: string;
}

function oneLine(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`).join('; ');
}

/** Express's names for address ranges, besides addresses and CIDR ranges. */
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const version = isIP(address);
  if (bits === undefined) return version !== 0 || proxyRangeNames.includes(address);
  return version !== 0 && /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * A hop count (how many proxies stand before the app) or a comma-separated list of the proxies' addresses, CIDR ranges
 * or Express's range names. `true` trusts any X-Forwarded-For, so that anyone can claim any address and slip past
 * every limit per address: refused in production.
 */
function parseTrustProxy(value: string | undefined, production: boolean): Config['trustProxy'] {
  if (value === undefined || value === '' || value === 'false') return undefined;
  if (value === 'true') {
    if (production) {
      throw new ConfigError(
        'invalid TRUST_PROXY: true trusts any client to name its own address; give the number of proxies or their addresses',
      );
    }
    return true;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      `invalid TRUST_PROXY: expected a number of proxies or a list of addresses, CIDR ranges, loopback, linklocal or uniquelocal, got ${JSON.stringify(wrong)}`,
    );
  }
  return entries;
}

/** Secrets that examples and templates carry: a server started with one would sign its cookies with a public key. */
const placeholderSecret = /change-?me|changeit|placeholder|example|your[-_]?secret|^(secret|x+|0+)$/i;

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

/** Addresses that mean this machine (or every interface of it): a browser here reaches the server as localhost. */
const thisMachine = /^(localhost|127(\.\d{1,3}){3}|::1|0\.0\.0\.0|::)$/;

/**
 * The app's address when APP_URL is unset: http://localhost:PORT (docs/product.md §10.4) while the server listens on this
 * machine, as by default (HOST 127.0.0.1), else the one address it listens on. The README and the start-up line send
 * people there: a browser keeps cookies per host name, so a session made at 127.0.0.1 is not sent to localhost.
 */
function defaultAppUrl(host: string, port: number): string {
  if (thisMachine.test(host)) return `http://localhost:${port}`;
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}

/** Reads the variables of docs/product.md §10.4; throws a ConfigError whose message is one line. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(blankless);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    throw new ConfigError(`invalid ${name}: ${issue.message}, got ${JSON.stringify(environment[name])}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  if (production && !env.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production');
  }
  if (production && placeholderSecret.test(env.SESSION_SECRET ?? '')) {
    throw new ConfigError('SESSION_SECRET is a placeholder: set a random one of at least 32 characters (openssl rand -hex 32)');
  }
  if (production && !env.SMTP_URL) {
    throw new ConfigError('SMTP_URL is required when NODE_ENV=production: without it, confirmation codes and reset links go to the log');
  }
  const appUrl = (env.APP_URL ?? defaultAppUrl(env.HOST, env.PORT)).replace(/\/+$/, '');
  const partner = loadPartner(env.PARTNER_CONFIG);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    appUrl,
    secureCookies: appUrl.startsWith('https:'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY, production),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    smtpUrl: env.SMTP_URL,
    sessionSecret: env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    storage: env.STORAGE,
    storageDir: path.resolve(env.STORAGE_DIR),
    s3: s3Settings(env),
    chromiumPath: env.CHROMIUM_PATH ?? chromiumCandidates.find((candidate) => existsSync(candidate)),
    clamd: env.CLAMD_URL,
    workers: env.WORKERS,
    // Every core in production; one process in development, where a debugger and the log stay simple.
    webConcurrency: env.WEB_CONCURRENCY ?? (production ? availableParallelism() : 1),
    partner,
    rateLimits: {
      graphqlPerMinute: env.GRAPHQL_RATE_LIMIT,
      lookupPerMinute: env.LOOKUP_RATE_LIMIT,
      savesPerMinute: env.SAVE_RATE_LIMIT,
      uploadsPerHour: env.UPLOAD_RATE_LIMIT,
    },
    identityCookiePrefix: env.IDENTITY_COOKIE_PREFIX,
    staffSingleSignOn: staffSingleSignOn(env, production, partner.name),
  };
}

/**
 * An http URL on this machine (localhost, 127.0.0.0/8, ::1): the only provider the app speaks to without TLS, since
 * nothing it sends crosses the network (a test's provider, a developer's).
 */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(url.hostname));
}

/** STAFF_OIDC_*: all three of issuer, client id and secret, or none; https, or outside production http on this machine. */
function staffSingleSignOn(
  env: z.infer<typeof environmentSchema>,
  production: boolean,
  partnerName: string,
): StaffSingleSignOnSettings | undefined {
  const { STAFF_OIDC_ISSUER: issuer, STAFF_OIDC_CLIENT_ID: clientId, STAFF_OIDC_CLIENT_SECRET: clientSecret } = env;
  if (!issuer && !clientId && !clientSecret) return undefined;
  if (!issuer || !clientId || !clientSecret) {
    throw new ConfigError('STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID and STAFF_OIDC_CLIENT_SECRET are set together, or none of them');
  }
  const url = new URL(issuer);
  if (url.protocol !== 'https:' && (production || !isLoopbackHttp(url))) {
    throw new ConfigError(
      `invalid STAFF_OIDC_ISSUER: expected https${production ? ' in production' : ', or http on localhost or 127.0.0.1 outside production'}`,
    );
  }
  return { issuer, clientId, clientSecret, name: env.STAFF_OIDC_NAME ?? partnerName };
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
