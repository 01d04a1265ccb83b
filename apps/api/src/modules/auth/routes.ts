// Account routes (docs/api.md, Accounts): HTTP only. The rules live in service.ts, the SQL in
// repository.ts. Text endpoints answer text/plain on success and on error (textErrors).
import { requestLanguage } from '@store/shared/language';
import { loginAnswerSchema, profileSchema, resetOtpAnswerSchema, signupAnswerSchema } from '@store/shared/accounts';
import {
  emailOnlySchema,
  loginSchema,
  resendOtpSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  verifyOtpSchema,
  verifyResetOtpSchema,
} from '@store/shared/forms';
import type { FastifyContextConfig, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { currentUser } from '../../lib/session';
import type { AuthService } from './service';

/** Per client address (ADR 0201): generous for a person, tight for a script. */
export const AUTH_RATE_LIMITS = {
  login: { max: 20, timeWindow: 60_000 },
  signup: { max: 20, timeWindow: 60_000 },
  forgotPassword: { max: 10, timeWindow: 60_000 },
  code: { max: 30, timeWindow: 60_000 },
} as const;

const text = z.string().describe('text/plain');
const tags = ['accounts'];

const TEXT = 'text/plain; charset=utf-8';

/** verify-otp is form-encoded, as the web app's forms send it; anything else is a 415. */
async function requireForm(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw new HttpError(415, 'Unsupported content type: send application/x-www-form-urlencoded');
  }
}

/** A public account route's options: its rate limit (and text errors), its schema under the module's tag. */
function accountRoute<S extends FastifySchema>(config: FastifyContextConfig, schema: S) {
  return { config, schema: { tags, ...schema } };
}

/** A text endpoint's options (textErrors): success and error both answer text/plain. */
function textRoute<S extends FastifySchema>(rateLimit: FastifyContextConfig['rateLimit'], schema: S) {
  return accountRoute({ textErrors: true, rateLimit }, { ...schema, response: { 200: text } });
}

export function authRoutes({ auth: service }: { auth: AuthService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/user/signup',
      accountRoute(
        { rateLimit: AUTH_RATE_LIMITS.signup },
        {
          summary: 'Start a sign-up: e-mails a 4-digit code, answers the attempt’s id',
          body: signupRequestSchema,
          response: { 201: signupAnswerSchema },
        },
      ),
      async (request, reply) =>
        reply
          .code(201)
          .send(await service.signup(request.log, request.ip, request.body, requestLanguage(request.headers))),
    );

    app.post(
      '/auth/user/verify-otp',
      {
        ...textRoute(AUTH_RATE_LIMITS.code, {
          summary: 'Check the sign-up code (form-encoded) and make the account; text answers, errors too',
          consumes: ['application/x-www-form-urlencoded'],
          body: verifyOtpSchema,
        }),
        preValidation: requireForm,
      },
      async (request, reply) => reply.type(TEXT).send(await service.verifySignup(request.ip, request.body)),
    );

    app.post(
      '/auth/user/resend-otp',
      textRoute(AUTH_RATE_LIMITS.code, {
        summary: 'Send the sign-up code again; text answers, errors too',
        querystring: resendOtpSchema,
      }),
      async (request, reply) => {
        const { email, attemptId } = request.query;
        const language = requestLanguage(request.headers);
        return reply
          .type(TEXT)
          .send(await service.resendSignupCode(request.log, request.ip, email, attemptId, language));
      },
    );

    app.post(
      '/auth/user/login',
      accountRoute(
        { rateLimit: AUTH_RATE_LIMITS.login },
        { summary: 'Sign in: answers the session token', body: loginSchema, response: { 200: loginAnswerSchema } },
      ),
      async (request) => service.login(request.body),
    );

    app.post(
      '/auth/user/forgot-password',
      textRoute(AUTH_RATE_LIMITS.forgotPassword, {
        summary: 'E-mail a password reset code; text answers, errors too',
        querystring: emailOnlySchema,
      }),
      async (request, reply) => {
        const language = requestLanguage(request.headers);
        return reply
          .type(TEXT)
          .send(await service.forgotPassword(request.log, request.ip, request.query.email, language));
      },
    );

    app.post(
      '/auth/user/verify-reset-otp',
      accountRoute(
        { textErrors: true, rateLimit: AUTH_RATE_LIMITS.code },
        {
          summary: 'Check the reset code: answers a reset token; errors are text',
          querystring: verifyResetOtpSchema,
          response: { 200: resetOtpAnswerSchema },
        },
      ),
      async (request, reply) =>
        reply
          .type('application/json; charset=utf-8')
          .send(await service.verifyResetCode(request.ip, request.query.email, request.query.otp)),
    );

    app.post(
      '/auth/user/reset-password',
      textRoute(AUTH_RATE_LIMITS.code, {
        summary: 'Set a new password with the reset token; every session of the account ends; text answers',
        body: resetPasswordRequestSchema,
      }),
      async (request, reply) => reply.type(TEXT).send(await service.resetPassword(request.body)),
    );

    app.get(
      '/auth/user/profile',
      {
        preHandler: app.authenticate,
        schema: { tags, summary: 'The signed-in user', security: [{ bearer: [] }], response: { 200: profileSchema } },
      },
      async (request) => service.profile(currentUser(request).id),
    );

    app.post(
      '/auth/user/logout',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'End this session',
          security: [{ bearer: [] }],
          response: { 204: z.null().describe('No content') },
        },
      },
      async (request, reply) => {
        await service.logout(request.sessionTokenHash!);
        return reply.code(204).send(null);
      },
    );
  };
}
