import type { FastifyInstance } from 'fastify';
import { api, batchFileNamesSchema } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import type { FileStore } from '../../platform/file-store/types.js';
import { route } from '../../platform/route.js';
import { parseOrThrow } from '../../platform/validate.js';
import { sendZip } from '../../platform/download.js';
import { linkReader } from './access.js';
import { sendStoredFile } from './send-file.js';
import { readableFile, readableFileInSet, readableFiles, readableReportFile, readableZip } from './service.js';
import { zipOf } from './zip.js';

const BATCH_ZIP_NAME = 'files.zip';

/** `a,b,c` from a link → the names, empty pieces dropped. */
function splitFileNames(list: string): string[] {
  return parseOrThrow(
    batchFileNamesSchema,
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/**
 * The §7 link downloads. They are public at the session guard because a link may carry a
 * download token instead of a session; `linkReader` does the check itself.
 */
export function registerDownloadRoutes(app: FastifyInstance, ctx: AppContext, store: FileStore): void {
  const { files } = api;

  route(app, files.getFile, async ({ query }, request, reply) => {
    const reader = await linkReader(ctx, request, 'getFile', query);
    return sendStoredFile(reply, store, await readableFile(ctx, reader, query.fileName), query.dispositionType);
  });

  route(app, files.getReportFile, async ({ query }, request, reply) => {
    const reader = await linkReader(ctx, request, 'getReportFile', query);
    return sendStoredFile(reply, store, await readableReportFile(ctx, reader, query.fileName), query.dispositionType);
  });

  route(app, files.getFileBySetName, async ({ query }, request, reply) => {
    const { setName, fileName, dispositionType } = query;
    const reader = await linkReader(ctx, request, 'getFileBySetName', query);
    return sendStoredFile(reply, store, await readableFileInSet(ctx, reader, setName, fileName), dispositionType);
  });

  route(app, files.downloadZipFile, async ({ query }, request, reply) => {
    const reader = await linkReader(ctx, request, 'downloadZipFile', query);
    return sendStoredFile(reply, store, await readableZip(ctx, reader, query.fileName), 'attachment');
  });

  route(app, files.batchDownloadFile, async ({ query }, request, reply) => {
    const reader = await linkReader(ctx, request, 'batchDownloadFile', query);
    const names = splitFileNames(query.fileNames);
    return sendZip(reply, zipOf(store, await readableFiles(ctx, reader, names)), BATCH_ZIP_NAME);
  });

  route(app, files.batchDownloadFilePost, async ({ body }, request, reply) => {
    const found = await readableFiles(ctx, sessionOf(request), body.fileNames);
    return sendZip(reply, zipOf(store, found), BATCH_ZIP_NAME);
  });
}
