import { z } from 'zod';
import { INT4_MAX } from './id.js';

/** §5: a school must be chosen on the personal-info tab; the select yields the school's id. */
export const schoolIdSchema = z
  .number({ error: 'validation.school.required' })
  .int({ error: 'validation.school.required' })
  .positive({ error: 'validation.school.required' })
  .max(INT4_MAX, { error: 'validation.school.required' });
