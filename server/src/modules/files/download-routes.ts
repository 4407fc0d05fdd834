import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { api } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import type { FileStore } from '../../platform/file-store/types.js';
import { linkReader } from './access.js';
import {
  batchDownloadBodySchema,
  batchDownloadQuerySchema,
  getFileQuerySchema,
  setDownloadQuerySchema,
  splitFileNames,
  zipDownloadQuerySchema,
} from './schema.js';
import { sendStoredFile, sendZip } from './send-file.js';
import { readableFile, readableFileInSet, readableFiles, readableReportFile, readableZip } from './service.js';
import { zipOf } from './zip.js';

const BATCH_ZIP_NAME = 'files.zip';

/**
 * The §7 link downloads. They are public at the session guard because a link may carry a
 * download token instead of a session; `linkReader` does the check itself.
 */
export function registerDownloadRoutes(app: FastifyInstance, ctx: AppContext, store: FileStore): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const link = { public: true };

  r.get(api.files.getFile.path, {
    config: link,
    schema: { querystring: getFileQuerySchema },
    handler: async (request, reply) => {
      const reader = await linkReader(ctx, request, 'getFile', request.query);
      return sendStoredFile(
        reply,
        store,
        await readableFile(ctx, reader, request.query.fileName),
        request.query.dispositionType,
      );
    },
  });

  r.get(api.files.getReportFile.path, {
    config: link,
    schema: { querystring: getFileQuerySchema },
    handler: async (request, reply) => {
      const reader = await linkReader(ctx, request, 'getReportFile', request.query);
      const file = await readableReportFile(ctx, reader, request.query.fileName);
      return sendStoredFile(reply, store, file, request.query.dispositionType);
    },
  });

  r.get(api.files.getFileBySetName.path, {
    config: link,
    schema: { querystring: setDownloadQuerySchema },
    handler: async (request, reply) => {
      const { setName, fileName, dispositionType } = request.query;
      const reader = await linkReader(ctx, request, 'getFileBySetName', request.query);
      return sendStoredFile(reply, store, await readableFileInSet(ctx, reader, setName, fileName), dispositionType);
    },
  });

  r.get(api.files.downloadZipFile.path, {
    config: link,
    schema: { querystring: zipDownloadQuerySchema },
    handler: async (request, reply) => {
      const reader = await linkReader(ctx, request, 'downloadZipFile', request.query);
      return sendStoredFile(reply, store, await readableZip(ctx, reader, request.query.fileName), 'attachment');
    },
  });

  r.get(api.files.batchDownloadFile.path, {
    config: link,
    schema: { querystring: batchDownloadQuerySchema },
    handler: async (request, reply) => {
      const reader = await linkReader(ctx, request, 'batchDownloadFile', request.query);
      const files = await readableFiles(ctx, reader, splitFileNames(request.query.fileNames));
      return sendZip(reply, zipOf(store, files), BATCH_ZIP_NAME);
    },
  });

  r.post(api.files.batchDownloadFilePost.path, {
    schema: { body: batchDownloadBodySchema },
    handler: async (request, reply) => {
      const files = await readableFiles(ctx, sessionOf(request), request.body.fileNames);
      return sendZip(reply, zipOf(store, files), BATCH_ZIP_NAME);
    },
  });
}
