import { z } from 'zod';
import { mobilePhoneSchema } from '../../validation/phone.js';
import type { CallShapes } from '../define.js';

const timestamp = z.string().optional();

/** The server clock (§4): epoch milliseconds and the platform's local date-time. */
const serverTimeSchema = z.object({ timestamp: z.number().int(), dateTime: z.string() });

export const sysCalls = {
  date: { query: z.object({ timestamp }), response: serverTimeSchema },
  sendVerificationCode: { query: z.object({ phone: mobilePhoneSchema, timestamp }), response: z.null() },
} satisfies CallShapes;
