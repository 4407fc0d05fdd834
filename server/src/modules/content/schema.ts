import type { z } from 'zod';
import type { contentDefinitionSchema } from '@pingjia/contract';

/** An imported definition, defaults applied (the contract's `contentDefinitionSchema` checks it). */
export type ContentDefinition = z.output<typeof contentDefinitionSchema>;
export type ItemDefinition = ContentDefinition['items'][number];
