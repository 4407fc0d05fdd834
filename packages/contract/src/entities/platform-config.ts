import { z } from 'zod';

/** A third-party sign-out page; null when none is configured (§2: logout then uses the platform's own login). */
export const logoutThirdSchema = z.object({
  h5Url: z.string().nullable().default(null),
  webUrl: z.string().nullable().default(null),
});

/** §3 config of GET /wj/api/login/getLogoutConfig. */
export const platformConfigSchema = z.object({
  /** §8: when set, a 401 goes to the third-party logout web address. */
  flag: z.boolean(),
  url: z.string(),
  domain: z.string(),
  uploadDomain: z.string(),
  platformCode: z.string(),
  logoutThird: logoutThirdSchema,
});

export type LogoutThird = z.infer<typeof logoutThirdSchema>;
export type PlatformConfig = z.infer<typeof platformConfigSchema>;
