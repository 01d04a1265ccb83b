// buildApp(config): the whole server, ready to listen or to be driven with inject() in tests.
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchema,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { isCatalogueEmpty, seedDemoCatalogue } from './db/seed';
import { gatheredStdout } from './lib/log-destination';
import type { Mailer } from './lib/mail-types';
import { redactUrl } from './lib/redact-url';
import { alertsRoutes } from './modules/alerts/routes';
import { pushSender } from './modules/alerts/push-sender';
import { unsubscribeToken } from './modules/alerts/unsubscribe-token';
import { alertWorker, type AlertWorker, type AlertWorkerOptions } from './modules/alerts/worker';
import { authRoutes } from './modules/auth/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { clickOutsRoutes } from './modules/click-outs/routes';
import { feedsRoutes } from './modules/feeds/routes';
import { discoveryRoutes } from './modules/discovery/routes';
import { blocksRoutes } from './modules/blocks/routes';
import { friendsRoutes } from './modules/friends/routes';
import type { EncodeQueue } from './modules/images/encode-queue';
import { startPrerender, type Prerender } from './modules/images/prerender';
import { operatorRoutes } from './modules/operator/routes';
import { searchRoutes } from './modules/search/routes';
import { socialRoutes } from './modules/social/routes';
import { visualSearchRoutes } from './modules/visual-search/routes';
import { vitalsRoutes } from './modules/vitals/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHealth } from './plugins/health';
import { registerInputGuard } from './plugins/input-guard';
import { registerLingeringClose } from './plugins/lingering-close';
import { createMailer } from './plugins/mailer';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders, SECURITY_HEADERS } from './plugins/security-headers';
import { imagesRoutes } from './modules/images/routes';
import { storeOrigin } from './entry/page-meta';
import { registerSeo } from './entry/seo';
import { buildServices, type Services } from './entry/services';
import { registerWebApp } from './entry/web-app';

export const BODY_LIMIT_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    mailer: Mailer;
    /** Every service of the app, built once (entry/services.ts); route plugins are handed them. */
    services: Services;
    /** The alert worker (ADR 3100): tests drive it with drain(). */
    alerts: AlertWorker;
    /** Every route registered, in order: docs/api.md is drawn from it, and tests check against it. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** One registered route: its method, path and schema (hidden routes included). */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

export interface BuildOptions {
  /** An already open database (tests share one); otherwise opened from the config. */
  database?: Database;
  /** Load the demo catalogue when the products table is empty (default true). */
  seedDemo?: boolean;
  mailer?: Mailer;
  /**
   * Render missing image variants in the background after start (the server does; tests that
   * are not about it leave the CPU to themselves).
   */
  prerenderImages?: boolean;
  /**
   * Describe the stored pictures that have none yet (the demo catalogue's) in the background
   * before image search opens (the server does; tests that are not about it leave the CPU alone).
   */
  describePictures?: boolean;
  /** The image encode queue (tests give a small one); the process's own otherwise. */
  encodeQueue?: EncodeQueue;
  /** URLs in one sitemap file (tests give a few, to have several files of a small catalogue). */
  sitemapFileUrls?: number;
  /** Run the alert worker every few seconds (the server does; tests call `app.alerts.drain()`). */
  alertWorker?: boolean;
  /** The alert worker's batch sizes (tests make them small to have many batches). */
  alertBatches?: Pick<AlertWorkerOptions, 'fanOutBatch' | 'pushBatch' | 'mailUsers'>;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/**
 * The pre-render waits until no request has come for this long: on two cores its encodes took
 * the CPU a first visit's page load needed (Lighthouse 81 on /home right after a start).
 */
const PRERENDER_QUIET_MS = 2000;

/**
 * A URL the router cannot take (a broken %-escape, an over-long path parameter) is refused
 * before any route or hook runs. Fastify's own answer echoes the whole URL back in another
 * shape; ours is the usual `{message}`, short, with the headers a hook would have added.
 */
function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .code(tooLong ? 414 : 400)
    .headers({ ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .send({ message: tooLong ? 'The address is too long' : 'The address is not valid' });
}

/**
 * Headers must arrive within 10 s and a whole request (a 5 MB upload on a slow phone included)
 * within 60 s; an idle socket closes after 60 s, an idle keep-alive one after 5 s.
 */
export const SERVER_TIMEOUTS = {
  headersMs: 10_000,
  requestMs: 60_000,
  idleMs: 60_000,
  keepAliveMs: 5_000,
  checkEveryMs: 2_000,
} as const;

/**
 * Fastify's `trustProxy`, from TRUST_PROXY (ADR 2610). Fastify 5 trusts no one for a bare hop
 * count (it cannot tell a proxy from a direct client), so a count becomes the operator's word
 * that every request passes that many proxies: the first `hops` addresses, counted from the
 * socket, are proxies, and the next one to the left is the client.
 */
function trustedProxies(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const log = config.logLevel === 'silent' ? undefined : gatheredStdout();
  const app = Fastify({
    logger: log ? { level: config.logLevel, stream: log.destination } : false,
    // One line per request, when it is answered (below), instead of Fastify's two: under load
    // the log is written for every request, and half the lines said nothing the other did not.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    forceCloseConnections: true,
    frameworkErrors: answerRouterError,
    // A slow or never-finished request cannot hold a connection for ever (ADR 1300).
    connectionTimeout: SERVER_TIMEOUTS.idleMs,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveMs,
    requestTimeout: SERVER_TIMEOUTS.requestMs,
    http: {
      headersTimeout: SERVER_TIMEOUTS.headersMs,
      requestTimeout: SERVER_TIMEOUTS.requestMs,
      connectionsCheckingInterval: SERVER_TIMEOUTS.checkEveryMs,
    },
  });
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url, schema: route.schema });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // When the last request came: the background image pre-render gives way while shoppers browse.
  let lastRequestAt = 0;
  app.addHook('onRequest', (request, reply, done) => {
    lastRequestAt = Date.now();
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
    done();
  });

  app.addHook('onClose', async () => log?.close());

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config));
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });
  await migrate(database);
  if (options.seedDemo !== false && (await isCatalogueEmpty(database))) {
    const seeded = await seedDemoCatalogue(database);
    app.log.info(seeded, 'demo catalogue loaded');
  }
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  app.addHook('onClose', async () => mailer.close());
  app.decorate('database', database);
  app.decorate('mailer', mailer);
  // The composition root (ADR 2701): every service built once, here.
  const services = buildServices({ config, database, mailer, now: config.now }, app.log, {
    describePictures: options.describePictures ?? false,
    encodeQueue: options.encodeQueue,
  });
  app.decorate('services', services);
  // Before onClose, where the database may close: the last batch of product views is written.
  app.addHook('preClose', async () => services.productViews.stop());

  await app.register(swagger, {
    openapi: {
      info: { title: 'Storefront API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  await registerRateLimit(app, config.redisUrl);
  registerErrorHandler(app);
  registerLingeringClose(app);
  registerInputGuard(app);
  registerAuth(app, database, config.now);
  registerHealth(app, database);
  // Absolute links (sitemap, robots.txt, link previews) start here, never at a request's Host.
  const origin = storeOrigin(app, config.publicUrl, config.port);
  if (!config.publicUrl) {
    app.addHook('onListen', async () => {
      app.log.warn(
        `PUBLIC_URL is not set: links in the sitemap, robots.txt and link previews name ${origin()}; set PUBLIC_URL to the store's public address`,
      );
    });
  }
  registerSeo(app, database, origin, {
    now: config.now,
    reads: services.reads,
    sitemapFileUrls: options.sitemapFileUrls,
  });

  // Each module's route plugin takes the services it names from the one set (ADR 2701).
  const modules = [
    catalogRoutes,
    searchRoutes,
    discoveryRoutes,
    authRoutes,
    cartRoutes,
    friendsRoutes,
    clickOutsRoutes,
    feedsRoutes,
    blocksRoutes,
    wishlistRoutes,
    socialRoutes,
    operatorRoutes,
    vitalsRoutes,
    alertsRoutes,
    imagesRoutes,
  ];
  for (const routes of modules) await app.register(routes(services));

  const alerts = alertWorker({
    database,
    mailer,
    send: pushSender({ vapid: config.vapid, testOrigins: config.pushTestOrigins }),
    now: config.now,
    origin,
    unsubscribeUrl: (userId) => `${origin()}/unsubscribe?token=${unsubscribeToken(config.appSecret, userId)}`,
    onError: (err, what) => app.log.warn({ err }, `${what} failed`),
    ...options.alertBatches,
  });
  app.decorate('alerts', alerts);
  // Before onClose, where the database may close: the batch in hand is finished first.
  app.addHook('preClose', async () => alerts.stop());

  // Image search's picture index builds after the server listens (ADR 2800).
  await app.register(
    visualSearchRoutes(services, {
      onStarted: () => app.log.info('visual search: every stored picture described'),
      onError: (err) => app.log.warn({ err }, 'visual search: the picture index did not start'),
    }),
  );

  app.get('/openapi.json', { schema: { hide: true, summary: 'This API as an OpenAPI document' } }, async () =>
    app.swagger(),
  );
  // A drawn product page's view is counted by the product call its render makes (ADR 2700).
  await registerWebApp(app, config.webDistDir, { waitlistUrl: config.waitlistUrl, origin });
  let prerender: Prerender | undefined;
  app.addHook('onClose', async () => prerender?.stop());
  await app.ready();
  if (options.alertWorker) alerts.start();
  if (options.prerenderImages) {
    prerender = startPrerender(database, config.dataDir, {
      isBusy: () => Date.now() - lastRequestAt < PRERENDER_QUIET_MS,
      onError: (err, id) => app.log.warn({ err, imageId: id }, 'image pre-render failed'),
    });
    void prerender.done.then(
      (result) => app.log.info(result, 'image variants pre-rendered'),
      (err: unknown) => app.log.warn({ err }, 'image pre-render stopped'),
    );
  }
  return app;
}
