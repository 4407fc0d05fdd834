import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { api, ErrorCode, ok } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { MAX_UPLOAD_BYTES } from './content-type.js';
import { registerDownloadRoutes } from './download-routes.js';
import { createDownloadToken } from './download-token.js';
import { presentResource, presentUpload } from './presenter.js';
import { FileRefusal } from './refusal.js';
import {
  downloadTokenBodySchema,
  downloadTokenResultSchema,
  putZipBodySchema,
  resourceBodySchema,
  resourceSchema,
  uploadResultSchema,
  zipResultSchema,
} from './schema.js';
import { putZipFile, readableResource } from './service.js';
import { acceptUpload } from './upload.js';

/** §7 files: upload, metadata, zips, download tokens and the link downloads. */
export function fileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = ctx.files;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(api.files.uploadFile.path, {
    schema: { response: envelopeOf(uploadResultSchema) },
    handler: async (request) => {
      const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES }, throwFileSizeLimit: false });
      if (!part || part.fieldname !== 'file')
        throw new FileRefusal(ErrorCode.ValidationFailed, { file: 'fileMissing' });
      return ok(presentUpload(await acceptUpload(ctx, store, sessionOf(request), part, request.ip)));
    },
  });

  r.post(api.files.getResourceByIdOrName.path, {
    schema: { body: resourceBodySchema, response: envelopeOf(resourceSchema) },
    handler: async (request) => ok(presentResource(await readableResource(ctx, sessionOf(request), request.body))),
  });

  r.post(api.files.putZipFile.path, {
    schema: { body: putZipBodySchema, response: envelopeOf(zipResultSchema) },
    handler: async (request) => {
      const zip = await putZipFile(ctx, store, sessionOf(request), request.body, request.ip);
      return ok({ fileName: zip.fileName });
    },
  });

  r.post(api.files.createDownloadToken.path, {
    schema: { body: downloadTokenBodySchema, response: envelopeOf(downloadTokenResultSchema) },
    handler: async (request) => ok(await createDownloadToken(ctx, sessionOf(request), request.body)),
  });

  registerDownloadRoutes(app, ctx, store);
}
