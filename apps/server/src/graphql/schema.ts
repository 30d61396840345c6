import { builder } from './builder.ts';
import './system.ts';

// Each module adds its types and fields to the builder when imported above.
export const schema = builder.toSchema({ sortSchema: true });
