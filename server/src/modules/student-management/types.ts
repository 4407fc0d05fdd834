import type { adminCalls, CallBody } from '@pingjia/contract';
import type { z } from 'zod';

/** The shapes of the student calls (contract `admin` people part), as the services read them. */
export type StudentFilter = CallBody<typeof adminCalls.studentExport>;
export type StudentSave = CallBody<typeof adminCalls.studentSaveOrUpdate>;
export type StudentRecord = z.output<typeof adminCalls.studentList.response>['records'][number];
