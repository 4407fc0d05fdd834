import { z } from 'zod';

/** §5: a school must be chosen on the personal-info tab; the select yields the school's id. */
export const schoolIdSchema = z
  .number({ error: 'validation.school.required' })
  .int({ error: 'validation.school.required' })
  .positive({ error: 'validation.school.required' });
