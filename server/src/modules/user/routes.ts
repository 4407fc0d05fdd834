import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, ok, passwordChangePayloadSchema } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { requireUser } from '../accounts/service.js';
import { changePassword, replaceInitialPassword } from './password.js';
import {
  avatarQuerySchema,
  loginPromptQuerySchema,
  personalInfoSchema,
  schoolYearResultSchema,
  timestampQuery,
  updateLoginNameBodySchema,
  updatePasswordBodySchema,
  updatePhoneBodySchema,
} from './schema.js';
import { loadPersonalInfo, loadSchoolYear, setAvatar, setLoginName, setLoginPrompt, setPhone } from './service.js';

const done = envelopeOf(z.null());

/** The caller's own account: profile, prompts, avatar, account name, password and phone. */
export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(api.user.info.path, {
    schema: { querystring: timestampQuery, response: envelopeOf(personalInfoSchema) },
    handler: async (request) => ok(await loadPersonalInfo(ctx, sessionOf(request))),
  });

  r.get(api.user.verifyPasswordIsInit.path, {
    schema: { querystring: timestampQuery, response: envelopeOf(z.boolean()) },
    handler: async (request) => ok((await requireUser(ctx.db, sessionOf(request).userId)).passwordIsInitial),
  });

  r.get(api.user.getSchoolYearByUser.path, {
    schema: { querystring: timestampQuery, response: envelopeOf(schoolYearResultSchema) },
    handler: async (request) => ok(await loadSchoolYear(ctx, sessionOf(request))),
  });

  r.get(api.user.updateLoginPrompt.path, {
    schema: { querystring: loginPromptQuerySchema, response: done },
    handler: async (request) => {
      await setLoginPrompt(ctx, sessionOf(request), request.query.showLoginPrompt, request.ip);
      return ok(null);
    },
  });

  r.post(api.user.updateAvatar.path, {
    schema: { querystring: avatarQuerySchema, response: done },
    handler: async (request) => {
      await setAvatar(ctx, sessionOf(request), request.query.avatar, request.ip);
      return ok(null);
    },
  });

  r.post(api.user.updateLoginName.path, {
    schema: { body: updateLoginNameBodySchema, response: done },
    handler: async (request) => {
      await setLoginName(ctx, sessionOf(request), request.body.loginName, request.ip);
      return ok(null);
    },
  });

  r.post(api.user.updatePasswordByUserId.path, {
    schema: { body: passwordChangePayloadSchema, response: done },
    handler: async (request) => {
      await replaceInitialPassword(ctx, sessionOf(request), request.body, request.ip);
      return ok(null);
    },
  });

  r.post(api.user.updatePassword.path, {
    schema: { body: updatePasswordBodySchema, response: done },
    handler: async (request) => {
      await changePassword(ctx, sessionOf(request), request.body, request.ip);
      return ok(null);
    },
  });

  r.post(api.user.updatePhone.path, {
    schema: { body: updatePhoneBodySchema, response: done },
    handler: async (request) => {
      await setPhone(ctx, sessionOf(request), request.body, request.ip);
      return ok(null);
    },
  });
}
