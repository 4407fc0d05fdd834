import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../platform/download.js';
import { acceptSniffed, declaredFamily } from './content-type.js';
import { canReadFile, type FileReader } from './policy.js';
import { cleanOriginalName } from './upload.js';
import { entryNames } from './zip.js';

function reader(overrides: Partial<FileReader> = {}): FileReader {
  return { userId: 1, actorUserId: null, roleId: 8, provinceShardId: 33, ...overrides };
}

describe('canReadFile', () => {
  it('lets anyone signed in read a public file', () => {
    expect(canReadFile(reader({ userId: 99 }), { visibility: 'public', ownerUserId: 1 })).toBe(true);
  });

  it('lets the owner, and the parent behind an acting session, read a private file; nobody else', () => {
    const file = { visibility: 'private' as const, ownerUserId: 5 };
    expect(canReadFile(reader({ userId: 5 }), file)).toBe(true);
    expect(canReadFile(reader({ userId: 7, actorUserId: 5 }), file)).toBe(true);
    expect(canReadFile(reader({ userId: 6 }), file)).toBe(false);
    expect(canReadFile(reader({ userId: 6, actorUserId: 7 }), file)).toBe(false);
  });
});

describe('upload types', () => {
  it('accepts a sniffed type of the family the name claims, whatever the image extension', () => {
    expect(acceptSniffed(declaredFamily('a.JPEG'), { ext: 'png' })).toMatchObject({ ext: 'png', mime: 'image/png' });
    expect(acceptSniffed(declaredFamily('a.xlsx'), { ext: 'xlsx' }).family).toBe('xlsx');
  });

  it('refuses unknown content, a family mismatch and names without an allowed extension', () => {
    expect(() => acceptSniffed('image', undefined)).toThrow('fileContentMismatch');
    expect(() => acceptSniffed('docx', { ext: 'xlsx' })).toThrow('fileContentMismatch');
    expect(() => acceptSniffed('image', { ext: 'svg' })).toThrow('fileContentMismatch');
    expect(() => declaredFamily('photo.svg')).toThrow('fileTypeNotAllowed');
    expect(() => declaredFamily('no-extension')).toThrow('fileTypeNotAllowed');
  });

  it('keeps only the last path segment of an uploaded name, without control characters', () => {
    expect(cleanOriginalName('C:\\Users\\me\\作业.pdf')).toBe('作业.pdf');
    expect(cleanOriginalName('../../etc/pass\u0000wd.png')).toBe('passwd.png');
  });
});

describe('downloads', () => {
  it('names a file with an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', '成长报告 (1).pdf')).toBe(
      `attachment; filename="____ (1).pdf"; filename*=UTF-8''%E6%88%90%E9%95%BF%E6%8A%A5%E5%91%8A%20%281%29.pdf`,
    );
    expect(contentDisposition('inline', 'a"b.png')).toBe(`inline; filename="a_b.png"; filename*=UTF-8''a%22b.png`);
  });

  it('numbers repeated zip entry names so none is overwritten', () => {
    expect(entryNames(['a.png', 'a.png', 'b', 'a.png', 'b'])).toEqual([
      'a.png',
      'a (2).png',
      'b',
      'a (3).png',
      'b (2)',
    ]);
  });
});
