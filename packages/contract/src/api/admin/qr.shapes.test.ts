import { describe, expect, it } from 'vitest';
import { adminQrCalls } from './qr.shapes.js';

const batchQuery = adminQrCalls.batchDownloadTemplate.query;
const idsText = (count: number) => Array.from({ length: count }, (_, i) => i + 1).join(',');

describe('batch QR templates (batchDownloadTemplate)', () => {
  it('reads the comma-separated class ids as numbers', () => {
    expect(batchQuery.parse({ classIds: '3,14,15' })).toEqual({ classIds: [3, 14, 15] });
    expect(batchQuery.parse({ classIds: '7', timestamp: '1700000000000' }).classIds).toEqual([7]);
  });

  it('takes at most 200 classes', () => {
    expect(batchQuery.parse({ classIds: idsText(200) }).classIds).toHaveLength(200);
    expect(batchQuery.safeParse({ classIds: idsText(201) }).success).toBe(false);
  });

  it('refuses anything but digits between single commas', () => {
    for (const classIds of ['', '1,,2', '1,2,', ',1', '1;2', '1, 2', '-1']) {
      expect(batchQuery.safeParse({ classIds }).success).toBe(false);
    }
  });
});

describe('single QR calls', () => {
  it('read ids from the query text as positive whole numbers', () => {
    expect(adminQrCalls.getQRCodeSchool.query.parse({ schoolId: '12' })).toEqual({ schoolId: 12 });
    for (const schoolId of ['0', '-3', '1.5', 'abc']) {
      expect(adminQrCalls.getQRCodeSchool.query.safeParse({ schoolId }).success).toBe(false);
    }
  });
});
