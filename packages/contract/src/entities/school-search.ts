import { z } from 'zod';

/** §3 school search result of GET /sso/login/getSchool. */
export const schoolSearchResultSchema = z.object({
  records: z.array(z.object({ id: z.number().int(), organizationName: z.string() })),
  total: z.number().int().nonnegative(),
});

export type SchoolSearchResult = z.infer<typeof schoolSearchResultSchema>;
