import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { api, ErrorCode, MAX_UPLOAD_BYTES } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { registerDownloadRoutes } from './download-routes.js';
import { createDownloadToken } from './download-token.js';
import { presentResource, presentUpload } from './presenter.js';
import { fileRefusal } from './messages.js';
import { putZipFile, readableResource } from './service.js';
import { acceptUpload } from './upload.js';

/** The upload's first part; a body that is not a readable multipart form is the client's fault, not ours. */
async function firstPart(request: FastifyRequest): Promise<MultipartFile | undefined> {
  try {
    return await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES }, throwFileSizeLimit: false });
  } catch {
    throw fileRefusal(ErrorCode.ValidationFailed, 'uploadMalformed');
  }
}

/** §7 files: upload, metadata, zips, download tokens and the link downloads. */
export function fileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { files } = api;
  const store = ctx.files;

  route(app, files.uploadFile, async (_, request) => {
    const part = await firstPart(request);
    if (!part || part.fieldname !== 'file') throw fileRefusal(ErrorCode.ValidationFailed, 'fileMissing');
    return presentUpload(await acceptUpload(ctx, store, sessionOf(request), part, request.ip));
  });

  route(app, files.getResourceByIdOrName, async ({ body }, request) =>
    presentResource(await readableResource(ctx, sessionOf(request), body)),
  );

  route(app, files.putZipFile, async ({ body }, request) => {
    const zip = await putZipFile(ctx, store, sessionOf(request), body, request.ip);
    return { fileName: zip.fileName };
  });

  route(app, files.createDownloadToken, async ({ body }, request) =>
    createDownloadToken(ctx, sessionOf(request), body),
  );

  registerDownloadRoutes(app, ctx, store);
}
