import { z } from 'zod';

/** Where a user sits (school, grade, class), as the people lists and the parents' pages show it. */
export const placementFields = {
  schoolId: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  gradeId: z.number().int().nullable(),
  gradeName: z.string().nullable(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
};
