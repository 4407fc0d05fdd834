import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { api } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { contentDisposition, sendZip } from '../../platform/download.js';
import { requireClass } from '../scope/records.js';
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

function sendHtml(reply: FastifyReply, name: string, html: string) {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-disposition', contentDisposition('inline', name))
    .header('cache-control', 'private, no-cache')
    .send(html);
}

/** /templateDocumentWeb/templateDocument: students' sign-in QR cards, and the public sign-in a card opens. */
export function qrCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { admin } = api;
  const scope = (request: FastifyRequest) => scopeOf(ctx, request);

  route(app, admin.getQRCodeSchool, async ({ query }, request) =>
    schoolCardOverview(ctx, await scope(request), query.schoolId),
  );

  route(app, admin.downloadTemplate, async ({ query }, request, reply) => {
    const sheet = await classSheet(ctx, await scope(request), query.classId);
    return sendHtml(reply, `${sheet.title}.html`, sheet.html);
  });

  route(app, admin.batchDownloadTemplate, async ({ query }, request, reply) => {
    const places = await classesForBatch(ctx, await scope(request), query.classIds);
    return sendZip(reply, zipOfSheets(ctx, places), '班级二维码.zip');
  });

  route(app, admin.schoolDownloadTemplate, async ({ query }, request, reply) => {
    const places = await classesOfSchool(ctx, await scope(request), query.schoolId);
    return sendZip(reply, zipOfSheets(ctx, places), '学校二维码.zip');
  });

  route(app, admin.exportAllStuQRCode, async ({ query }, request, reply) => {
    const place = await requireClass(ctx.db, await scope(request), query.classId);
    return sendZip(reply, zipOfPngs(ctx, place), '学生二维码.zip');
  });

  route(app, admin.exportStuQRCode, async ({ query }, request, reply) => {
    const card = await singleCard(ctx, await scope(request), query.userId);
    return reply
      .header('content-type', 'image/png')
      .header('content-disposition', contentDisposition('attachment', `${card.loginName}.png`))
      .send(card.png);
  });

  route(app, admin.resetStuQRCode, async ({ body }, request) => ({
    count: await resetCards(ctx, await scope(request), body.userIds, auditOf(request)),
  }));

  route(app, admin.qrSignIn, async ({ query }, request, reply) =>
    reply.redirect(await signInWithCard(ctx, query.code, request.ip)),
  );
}
