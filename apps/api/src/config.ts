import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Every setting the API reads from the environment, validated once at start-up. */
const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public base URL of the site, used in mails, canonical links and the sitemap. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Outgoing mail server (smtp://user:pass@host:587); without it mails become DATA_DIR/outbox/*.eml. */
  SMTP_URL: z.string().optional(),
  /** Sender of the mails; by default the agency's name and address from core/agency.config.ts. */
  MAIL_FROM: z.string().optional(),
  /**
   * Secret that signs captcha challenges; without it a random one is made once and kept in
   * DATA_DIR, so challenges survive a restart. Never sent to the browser.
   */
  CAPTCHA_HMAC_KEY: z.string().min(16).optional(),
  /**
   * Secret of the links that stop a saved search's alert mails (each search's token is an HMAC
   * of its id); without it a random one is made once and kept in DATA_DIR. Changing it makes the
   * links of mails already sent stop working.
   */
  ALERTS_HMAC_KEY: z.string().min(16).optional(),
  /**
   * Secret of the links in viewing mails that let a buyer cancel or ask for another time without
   * logging in (decision 069); without it a random one is made once and kept in DATA_DIR.
   * Changing it makes the links of mails already sent stop working.
   */
  VIEWINGS_HMAC_KEY: z.string().min(16).optional(),
  /**
   * Key that encrypts the portal accounts' passwords (AES-256-GCM): 32 bytes as 64 hex digits
   * or as base64. Without it a random one is made once and kept in DATA_DIR/portal-secrets.key;
   * changing it makes the stored passwords unreadable (staff enter them again).
   */
  PORTAL_SECRETS_KEY: z
    .string()
    .refine(
      (value) =>
        /^[0-9a-fA-F]{64}$/.test(value) ||
        (/^[A-Za-z0-9+/]{43}=?$/.test(value) && Buffer.from(value, 'base64').length === 32),
      '32 bytes as 64 hex digits or as base64',
    )
    .optional(),
  /**
   * Work of one captcha try (PBKDF2 iterations). A solution takes 5,000 to 10,000 tries: at 500
   * about 1.5 s on one core of a server (much of it the cost of a try itself, whatever the
   * iterations), less with the widget's parallel workers; phones are slower.
   */
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `false` skips the demo content on an empty database. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** `true` behind a reverse proxy, so that client addresses come from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** The built web app served at /; defaults to apps/web/dist of this repository. */
  WEB_DIST_DIR: z.string().optional(),
  /** The built admin application served at /admin; defaults to apps/admin/dist. */
  ADMIN_DIST_DIR: z.string().optional(),
  /** Where uploaded files live: `local` (DATA_DIR/files) or an S3-compatible bucket. */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Endpoint of a non-AWS service (MinIO, Garage, ...). */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Public base URL of the bucket; without it files are served through /files/. */
  S3_PUBLIC_URL: z.url().optional(),
  /** Map tile URL template given to the browser. */
  TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /**
   * Geocoder of the address step: `builtin` (the project's own place data, offline) or a
   * self-hosted OpenStreetMap geocoder, `nominatim` or `photon`, at GEOCODER_URL.
   */
  GEOCODER: z.enum(['builtin', 'nominatim', 'photon']).default('builtin'),
  /** Base URL of the Nominatim or Photon server (e.g. http://localhost:2322 for Photon). */
  GEOCODER_URL: z.url().optional(),
  /** How long to wait for that server before answering from the built-in place data. */
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
});

/** The settings with the rules that tie several of them together. */
const configSchema = settingsSchema.superRefine((c, ctx) => {
  if (c.GEOCODER !== 'builtin' && !c.GEOCODER_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['GEOCODER_URL'],
      message: `required when GEOCODER is ${c.GEOCODER} (the base URL of the ${c.GEOCODER} server)`,
    });
  }
});

export type Config = z.infer<typeof configSchema> & {
  dataDir: string;
  publicUrl: string;
  webDistDir: string;
  adminDistDir: string;
};

const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
const defaultAdminDistDir = fileURLToPath(new URL('../../admin/dist', import.meta.url));

/**
 * Reads the configuration; throws one error that lists every invalid or missing key.
 * A relative DATA_DIR is taken from the directory npm was started in, so that `npm start`
 * from the repository root keeps its data in ./data there.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const base = env.INIT_CWD ?? process.cwd();
  const c = parsed.data;
  return {
    ...c,
    dataDir: path.resolve(base, c.DATA_DIR),
    webDistDir: c.WEB_DIST_DIR ? path.resolve(base, c.WEB_DIST_DIR) : defaultWebDistDir,
    adminDistDir: c.ADMIN_DIST_DIR ? path.resolve(base, c.ADMIN_DIST_DIR) : defaultAdminDistDir,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}
