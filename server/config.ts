import path from 'node:path';
import { projectRoot } from './paths';

/** Server configuration, read from the environment. */
export type Config = {
  host: string;
  port: number;
  dataDir: string;
  /** Unset → embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  demo: boolean;
  production: boolean;
  /** Serve the interface kit at /dev/kit (never in production unless asked). */
  devKit: boolean;
  /** Folder with the built web app. */
  appDir: string;
  /** Folder with the static translation files. */
  localesDir: string;
  /** Largest accepted request body in bytes. */
  bodyLimit: number;
  /**
   * Proxies whose X-Forwarded-For/-Proto are believed (client address for the login throttle, HTTPS
   * for HSTS): true, false or a list of addresses and ranges.
   */
  trustProxy: boolean | string;
  /** Outgoing mail server (`smtp://user:password@host:587`, `smtps://…`); unset → `.eml` files in DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** The sender of notification mails. */
  mailFrom: string;
  /** Where users reach Ledgerline, for links in mails (no trailing slash). */
  publicUrl: string;
  /** Port of the built-in SMTP receiver for mailboxes (`SMTP_PORT`, default 2525; 0 picks a free one; -1 off). */
  smtpPort: number;
  /** Host the SMTP receiver listens on (`SMTP_HOST`, default HOST). */
  smtpHost: string;
  /** Domain of mailbox addresses (`MAIL_DOMAIN`, default ledgerline.localhost, which resolves nowhere). */
  mailDomain: string;
  /** Largest mail the SMTP receiver takes at all, in bytes (`SMTP_MAX_BYTES`, default 50 MB). */
  smtpMaxBytes: number;
  /** Scan folders: IMPORT_DIR/<company id>/<document type>/ (default DATA_DIR/import; `IMPORT_DIR=off` disables). */
  importDir: string | null;
  /** Seconds between scan-folder looks (`IMPORT_POLL_SECONDS`, default 5). */
  importPollSeconds: number;
};

// Private and local networks, where load balancers live; a client on the internet cannot pose as one.
const privateNetworks = 'loopback,linklocal,uniquelocal';

function trustProxyOf(value: string | undefined): boolean | string {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return value || privateNetworks;
}

/** Reads the configuration from environment variables with the documented defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const root = projectRoot;
  return {
    host: env.HOST || '127.0.0.1',
    port: Number(env.PORT || 3000),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    demo: env.LEDGERLINE_DEMO !== '0',
    production,
    devKit: env.LEDGERLINE_DEV_KIT === '1' || (!production && env.LEDGERLINE_DEV_KIT !== '0'),
    appDir: path.resolve(env.LEDGERLINE_APP_DIR || path.join(root, 'dist/app')),
    localesDir: path.join(root, 'locales'),
    bodyLimit: Number(env.LEDGERLINE_BODY_LIMIT || 50 * 1024 * 1024),
    trustProxy: trustProxyOf(env.LEDGERLINE_TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Ledgerline <no-reply@ledgerline.local>',
    publicUrl: (env.PUBLIC_URL || `http://${env.HOST || '127.0.0.1'}:${Number(env.PORT || 3000)}`).replace(
      /\/+$/,
      '',
    ),
    smtpPort: Number(env.SMTP_PORT ?? 2525),
    smtpHost: env.SMTP_HOST || env.HOST || '127.0.0.1',
    mailDomain: (env.MAIL_DOMAIN || 'ledgerline.localhost').toLowerCase(),
    smtpMaxBytes: Number(env.SMTP_MAX_BYTES || 50 * 1024 * 1024),
    importDir:
      env.IMPORT_DIR === 'off'
        ? null
        : path.resolve(env.IMPORT_DIR || path.join(env.DATA_DIR || './data', 'import')),
    importPollSeconds: Number(env.IMPORT_POLL_SECONDS || 5),
  };
}

/** Where uploads wait on disk while they are imported (the blob sweep removes what a crash leaves). */
export const uploadsDirOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'tmp', 'uploads');
