import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from './context.ts';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
});

builder.queryType({});
builder.mutationType({});

/** Every mutation of the spec answers `{ id, message }`. */
export interface MutationResultShape {
  id: string | null;
  message: string;
}

export const MutationResult = builder.objectRef<MutationResultShape>('MutationResult').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: true }),
    message: t.exposeString('message'),
  }),
});
