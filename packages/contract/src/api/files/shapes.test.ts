import { describe, expect, it } from 'vitest';
import { filesCalls } from './shapes.js';

describe('resource lookup (getResourceByIdOrName)', () => {
  const body = filesCalls.getResourceByIdOrName.body;

  it('finds by id, sent as a number or as text, or by file name', () => {
    expect(body.parse({ id: 5 })).toEqual({ id: 5 });
    expect(body.parse({ id: '5' })).toEqual({ id: 5 });
    expect(body.parse({ fileName: '2026/11/a.png' })).toEqual({ fileName: '2026/11/a.png' });
  });

  it('needs one of the two, and says so', () => {
    expect(body.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual(['id or fileName is required']);
  });
});

describe('file links (getFile)', () => {
  const query = filesCalls.getFile.query;

  it('download as an attachment unless asked to show inline', () => {
    expect(query.parse({ fileName: 'a.png' }).dispositionType).toBe('attachment');
    expect(query.parse({ fileName: 'a.png', dispositionType: 'inline' }).dispositionType).toBe('inline');
    expect(query.safeParse({ fileName: 'a.png', dispositionType: 'embed' }).success).toBe(false);
  });
});
