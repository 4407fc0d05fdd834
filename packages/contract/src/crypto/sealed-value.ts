import { z } from 'zod';

/** The first field of every sealed value; a new wire format gets a new version. */
export const TRANSPORT_VERSION = 'v1';

/** A value sealed by `sealForServer`, as it appears in a request body (shape only; opening proves the rest). */
export const sealedValueSchema = z.string().regex(/^v1(\.[A-Za-z0-9_-]+){5}$/, { error: 'transport.invalid' });
