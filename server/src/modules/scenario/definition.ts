import type { z } from 'zod';
import type { scenarioDefinitionSchema } from '@pingjia/contract';

/** A stored scenario, as the contract's `scenarioDefinitionSchema` checked it at import (defaults applied). */
export type ScenarioDefinition = z.infer<typeof scenarioDefinitionSchema>;
export type Scene = ScenarioDefinition['scenes'][number];
export type Question = Extract<Scene['then'], { type: 'questions' }>['questions'][number];
export type SceneOption = Question['options'][number];
/** A definition as an author writes it (defaults not yet applied). */
export type ScenarioDefinitionInput = z.input<typeof scenarioDefinitionSchema>;
