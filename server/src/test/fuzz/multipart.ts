import fc from 'fast-check';
import { MAX_UPLOAD_BYTES } from '@pingjia/contract';
import { oddString } from './hostile.js';

/**
 * Multipart bodies written by hand, so they can be wrong in ways FormData never is: a missing
 * or lying boundary, a cut-off part, odd names, too many files, a file past the size limit.
 */

export interface RawBody {
  contentType: string | undefined;
  payload: Buffer | string;
}

const CRLF = '\r\n';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Part {
  name: string;
  fileName?: string;
  type?: string;
  content: Buffer;
}

function partBytes(boundary: string, part: Part): Buffer {
  const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
  const head = [
    `--${boundary}`,
    `Content-Disposition: ${disposition}`,
    ...(part.type ? [`Content-Type: ${part.type}`] : []),
  ];
  return Buffer.concat([Buffer.from(head.join(CRLF) + CRLF + CRLF, 'utf8'), part.content, Buffer.from(CRLF)]);
}

export function multipartBody(parts: readonly Part[], boundary = 'fuzzBoundary7MA4YWxk', close = true): Buffer {
  return Buffer.concat([
    ...parts.map((part) => partBytes(boundary, part)),
    Buffer.from(close ? `--${boundary}--${CRLF}` : ''),
  ]);
}

const fileName = fc.oneof(
  fc.constantFrom('a.png', 'a.jpg', 'a.xlsx', 'a.pdf', 'a.exe', 'a', '.png', 'a.png.exe', 'a.PNG'),
  oddString.map((name) => `${name}.png`),
  oddString,
);

const content = fc.oneof(
  fc.constant(PNG_SIGNATURE),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.alloc(0)),
  fc.string().map((text) => Buffer.from(text, 'utf8')),
);

const part: fc.Arbitrary<Part> = fc.record(
  {
    name: fc.oneof(fc.constantFrom('file', 'files', '__proto__', 'constructor', ''), oddString),
    fileName,
    type: fc.constantFrom('image/png', 'application/octet-stream', 'text/plain', '', 'image/png; charset=\u0000'),
    content,
  },
  { requiredKeys: ['name', 'content'] },
);

const BOUNDARY = 'fuzzBoundary7MA4YWxk';
const formType = (boundary: string) => `multipart/form-data; boundary=${boundary}`;

/** Bodies for an upload call: some well formed, most broken. */
export const multipartRequest: fc.Arbitrary<RawBody> = fc.oneof(
  fc.array(part, { minLength: 1, maxLength: 3 }).map((parts) => ({
    contentType: formType(BOUNDARY),
    payload: multipartBody(parts),
  })),
  fc.array(part, { minLength: 1, maxLength: 2 }).map((parts) => ({
    contentType: formType(BOUNDARY),
    payload: multipartBody(parts, BOUNDARY, false),
  })),
  fc.array(part, { minLength: 1, maxLength: 2 }).map((parts) => ({
    contentType: formType('anotherBoundary'),
    payload: multipartBody(parts),
  })),
  fc.array(part, { minLength: 1, maxLength: 2 }).map((parts) => ({
    contentType: 'multipart/form-data',
    payload: multipartBody(parts),
  })),
  fc.tuple(fc.integer({ min: 1, max: 200 }), content).map(([cut, bytes]) => ({
    contentType: formType(BOUNDARY),
    payload: multipartBody([{ name: 'file', fileName: 'a.png', type: 'image/png', content: bytes }]).subarray(0, cut),
  })),
  fc.constant({
    contentType: formType(BOUNDARY),
    payload: multipartBody(
      Array.from({ length: 12 }, (_, index) => ({ name: 'file', fileName: `a${index}.png`, content: PNG_SIGNATURE })),
    ),
  }),
  fc.constant({ contentType: formType(BOUNDARY), payload: `--${BOUNDARY}--${CRLF}` }),
  fc.constant({ contentType: formType(BOUNDARY), payload: '' }),
);

/** One file a byte past the largest upload: sent once per upload call, not at random (it is 20 MiB). */
export function oversizeUpload(): RawBody {
  const bytes = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0);
  PNG_SIGNATURE.copy(bytes);
  return {
    contentType: formType(BOUNDARY),
    payload: multipartBody([{ name: 'file', fileName: 'big.png', type: 'image/png', content: bytes }]),
  };
}
