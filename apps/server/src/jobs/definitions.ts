import type { JobDefinition } from './queue.ts';

/** Every background job of the product; modules add theirs here. */
export const jobDefinitions: JobDefinition[] = [];
