import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, ok } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { contentDisposition, sendZip } from '../files/send-file.js';
import { countResultSchema, idList } from '../people/schema.js';
import { guardFor } from '../scope/capabilities.js';
import { auditOf, scopeOf } from '../scope/request.js';
import {
  classesForBatch,
  classesOfSchool,
  classSheet,
  resetCards,
  schoolCardOverview,
  singleCard,
  zipOfPngs,
  zipOfSheets,
} from './service.js';
import { signInWithCard } from './sign-in.js';
import { requireClass } from '../scope/records.js';

const positive = z.coerce.number().int().positive();
const timestamp = z.string().optional();
const classIdsText = z
  .string()
  .regex(/^\d+(,\d+){0,199}$/)
  .transform((text) => text.split(',').map(Number));

/** Where card links point: the configured public origin, else the address the admin reached us on. */
function originOf(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;
}

function sendHtml(reply: FastifyReply, name: string, html: string) {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-disposition', contentDisposition('inline', name))
    .header('cache-control', 'private, no-cache')
    .send(html);
}

/** /templateDocumentWeb/templateDocument: students' sign-in QR cards, and the public sign-in a card opens. */
export function qrCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const print = { config: guardFor('printQrCards') };

  r.get(api.admin.getQRCodeSchool.path, {
    ...print,
    schema: {
      querystring: z.object({ schoolId: positive, timestamp }),
      response: envelopeOf(
        z.array(
          z.object({
            classId: z.number().int(),
            className: z.string(),
            studentCount: z.number().int(),
            cardCount: z.number().int(),
          }),
        ),
      ),
    },
    handler: async (request) => ok(await schoolCardOverview(ctx, await scopeOf(ctx, request), request.query.schoolId)),
  });

  r.get(api.admin.downloadTemplate.path, {
    ...print,
    schema: { querystring: z.object({ classId: positive, timestamp }) },
    handler: async (request, reply) => {
      const sheet = await classSheet(ctx, await scopeOf(ctx, request), request.query.classId, originOf(ctx, request));
      return sendHtml(reply, `${sheet.title}.html`, sheet.html);
    },
  });

  r.get(api.admin.batchDownloadTemplate.path, {
    ...print,
    schema: { querystring: z.object({ classIds: classIdsText, timestamp }) },
    handler: async (request, reply) => {
      const places = await classesForBatch(ctx, await scopeOf(ctx, request), request.query.classIds);
      return sendZip(reply, zipOfSheets(ctx, places, originOf(ctx, request)), '班级二维码.zip');
    },
  });

  r.get(api.admin.schoolDownloadTemplate.path, {
    ...print,
    schema: { querystring: z.object({ schoolId: positive, timestamp }) },
    handler: async (request, reply) => {
      const places = await classesOfSchool(ctx, await scopeOf(ctx, request), request.query.schoolId);
      return sendZip(reply, zipOfSheets(ctx, places, originOf(ctx, request)), '学校二维码.zip');
    },
  });

  r.get(api.admin.exportAllStuQRCode.path, {
    ...print,
    schema: { querystring: z.object({ classId: positive, timestamp }) },
    handler: async (request, reply) => {
      const place = await requireClass(ctx.db, await scopeOf(ctx, request), request.query.classId);
      return sendZip(reply, zipOfPngs(ctx, place, originOf(ctx, request)), '学生二维码.zip');
    },
  });

  r.get(api.admin.exportStuQRCode.path, {
    ...print,
    schema: { querystring: z.object({ userId: positive, timestamp }) },
    handler: async (request, reply) => {
      const card = await singleCard(ctx, await scopeOf(ctx, request), request.query.userId, originOf(ctx, request));
      return reply
        .header('content-type', 'image/png')
        .header('content-disposition', contentDisposition('attachment', `${card.loginName}.png`))
        .send(card.png);
    },
  });

  r.post(api.admin.resetStuQRCode.path, {
    config: guardFor('resetQrCards'),
    schema: { body: z.object({ userIds: idList }), response: envelopeOf(countResultSchema) },
    handler: async (request) =>
      ok({ count: await resetCards(ctx, await scopeOf(ctx, request), request.body.userIds, auditOf(request)) }),
  });

  r.get(api.admin.qrSignIn.path, {
    config: { public: true },
    schema: { querystring: z.object({ code: z.string().min(1).max(200) }) },
    handler: async (request, reply) => reply.redirect(await signInWithCard(ctx, request.query.code, request.ip)),
  });
}
