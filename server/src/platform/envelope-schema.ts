import { z } from 'zod';

const failureSchema = z.object({
  status: z.literal('error'),
  success: z.literal(false),
  code: z.number().int(),
  message: z.string(),
  msg: z.string(),
  data: z.null(),
  url: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/**
 * The response schema of a route: the §8 success envelope around `data`, or a failure
 * (business failures share HTTP 200). Serializing through it drops any field the
 * presenter did not declare, so no column leaks by accident.
 */
export function envelopeOf<T extends z.ZodType>(data: T) {
  const success = z.object({
    status: z.literal('success'),
    success: z.literal(true),
    code: z.literal(200),
    data,
    message: z.string(),
    msg: z.string(),
  });
  return { 200: z.union([success, failureSchema]) };
}
