import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-name';

describe('fileNameOf', () => {
  it('prefers the exact UTF-8 name, then the plain one, then the fallback', () => {
    const both = `attachment; filename="_____.xlsx"; filename*=UTF-8''${encodeURIComponent('西湖区进度.xlsx')}`;
    expect(fileNameOf(both, 'x.xlsx')).toBe('西湖区进度.xlsx');
    expect(fileNameOf('attachment; filename="progress.xlsx"', 'x.xlsx')).toBe('progress.xlsx');
    expect(fileNameOf('attachment; filename="a.xlsx"; filename*=UTF-8\'\'%E0%A4%A', 'x.xlsx')).toBe('a.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
