import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_SIZE_LIMITS } from '../rules/uploads.js';
import { declaredUploadFamily, uploadRefusal } from './upload.js';

const MB = 1024 * 1024;

describe('declaredUploadFamily', () => {
  it('reads the family from the last extension, in any case', () => {
    expect(declaredUploadFamily('photo.JPEG')).toBe('image');
    expect(declaredUploadFamily('report.final.pdf')).toBe('pdf');
    expect(declaredUploadFamily('sheet.xlsx')).toBe('xlsx');
    expect(declaredUploadFamily('song.mp3')).toBe('mp3');
  });

  it('refuses names without an accepted extension, inherited object keys included', () => {
    expect(declaredUploadFamily('drawing.svg')).toBeNull();
    expect(declaredUploadFamily('no-extension')).toBeNull();
    expect(declaredUploadFamily('trick.constructor')).toBeNull();
  });
});

describe('uploadRefusal', () => {
  it('lets a file of an accepted type within its family limit go', () => {
    expect(uploadRefusal({ name: 'a.png', size: 10 * MB })).toBeNull();
    expect(uploadRefusal({ name: 'a.mp4', size: 20 * MB })).toBeNull();
  });

  it('refuses a type the file service does not take', () => {
    expect(uploadRefusal({ name: 'a.exe', size: 1 })).toEqual({ reason: 'fileTypeNotAllowed' });
  });

  it("refuses a file over its family's limit, naming the limit in MB", () => {
    expect(uploadRefusal({ name: 'a.png', size: 10 * MB + 1 })).toEqual({ reason: 'fileTooLarge', limitMb: 10 });
    expect(uploadRefusal({ name: 'a.docx', size: 20 * MB + 1 })).toEqual({ reason: 'fileTooLarge', limitMb: 20 });
  });

  it('never lets a file through that is larger than the upload cut-off', () => {
    expect(MAX_UPLOAD_BYTES).toBe(Math.max(...Object.values(UPLOAD_SIZE_LIMITS)));
    expect(MAX_UPLOAD_BYTES).toBe(20 * MB);
  });
});
