import { describe, expect, it } from 'vitest';
import { rolesWith } from '../../access/capabilities.js';
import { RoleCode } from '../../roles.js';
import { chats } from './routes.js';
import { assistantReportSchema, chatsCalls } from './shapes.js';

describe('the report assistant calls', () => {
  it('serve createSessions at the spec path', () => {
    expect(chats.createSessions).toMatchObject({ method: 'GET', path: '/wj/api/chats/ragflow/createSessions' });
  });

  it('name one report: a student, a class, or (a student asking) neither, never both', () => {
    expect(assistantReportSchema.parse({ taskGroupId: '4', studentId: '9' })).toEqual({ taskGroupId: 4, studentId: 9 });
    expect(assistantReportSchema.parse({ taskGroupId: 4 })).toEqual({ taskGroupId: 4 });
    const both = assistantReportSchema.safeParse({ taskGroupId: 4, studentId: 9, classId: 2 });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.path).toEqual(['classId']);
  });

  it('take a question of one to 300 characters, trimmed', () => {
    const body = chatsCalls.completions.body;
    const sessionId = '7b0d5f3e-2c4b-4c58-9a43-0d8c1f1e2a10';
    expect(body.parse({ sessionId, question: '  怎么提高？ ' }).question).toBe('怎么提高？');
    expect(body.safeParse({ sessionId, question: '   ' }).success).toBe(false);
    expect(body.safeParse({ sessionId, question: 'a'.repeat(301) }).success).toBe(false);
  });

  it('let area admins alone set the switches', () => {
    expect(rolesWith('manageReportAssistant')).toEqual([RoleCode.areaAdmin]);
  });
});
