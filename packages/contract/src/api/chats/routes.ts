import { defineGroup, get, post } from '../define.js';
import type { chatsCalls } from './shapes.js';

/**
 * The report assistant under /wj/api/chats/ragflow/. Students and parents ask about a student
 * report, teachers about a class report (the service tells which role may ask about which);
 * an area admin switches it on and off for their areas.
 */
export const chats = defineGroup<typeof chatsCalls>()('chats', {
  assistantStatus: get('/wj/api/chats/ragflow/status', 'readStudentReports'),
  createSessions: get('/wj/api/chats/ragflow/createSessions', 'readStudentReports'),
  completions: post('/wj/api/chats/ragflow/completions', 'readStudentReports'),
  getAssistantSettings: post('/wj/api/chats/ragflow/settings', 'manageReportAssistant'),
  saveAssistantSettings: post('/wj/api/chats/ragflow/saveSettings', 'manageReportAssistant'),
});
