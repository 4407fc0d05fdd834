import { z } from 'zod';
import type { CallShapes } from '../define.js';

/*
 * A beacon's body (form-encoded or JSON, the §3 tracking fields plus bounded extras) is read
 * by the server itself, so that each refusal names the field in the words of the tracking toast.
 */
const beacon = { form: true, response: z.null() } as const;

export const trackingCalls = {
  activityMessage: beacon,
  loginMessage: beacon,
  questionnaireMessage: beacon,
  abnormalMessage: beacon,
} satisfies CallShapes;
