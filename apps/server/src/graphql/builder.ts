import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from './context.ts';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  // The custom scalars of graphql/scalars.ts: how each is held inside the server.
  Scalars: {
    /** Integer kopecks. */
    Money: { Input: number; Output: number };
    /** Integer hundredths of a percent. */
    Percent: { Input: number; Output: number };
    /** An exact decimal as text. */
    Decimal: { Input: string; Output: string };
    /** YYYY-MM-DD. */
    Date: { Input: string; Output: string };
    DateTime: { Input: Date; Output: Date };
    File: { Input: File; Output: never };
  };
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
