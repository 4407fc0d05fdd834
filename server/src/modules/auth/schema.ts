import { z } from 'zod';
import { loginNameSchema, sealedValueSchema } from '@pingjia/contract';

export const signInBodySchema = z.object({
  loginName: loginNameSchema,
  password: sealedValueSchema,
  returnUrl: z.string().max(2000).optional(),
});

export type SignInBody = z.infer<typeof signInBodySchema>;

export const tokenResultSchema = z.object({ token: z.string() });
export const signInResultSchema = z.object({ token: z.string(), redirectUrl: z.string() });
export const transportKeySchema = z.object({ keyId: z.string(), publicKey: z.string() });
