import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from './context.ts';

interface BuilderOptions {
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
}

export const builder = new SchemaBuilder<BuilderOptions>({
  defaultFieldNullability: false,
});

type BuilderTypes = PothosSchemaTypes.ExtendDefaultTypes<BuilderOptions>;

builder.queryType({});
builder.mutationType({});

/** Every mutation of the spec answers `{ id, message }`. */
export interface MutationResultShape {
  id: string | null;
  message: string;
}

export const MutationResult = builder.objectRef<MutationResultShape>('MutationResult').implement({
  fields: (t) => mutationResultFields(t),
});

/**
 * The contract's `id` and `message`, for a mutation's own answer type that adds the object it changed
 * (so a client's cache updates itself instead of asking again).
 */
export function mutationResultFields<Shape extends MutationResultShape>(
  t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, Shape>,
) {
  return {
    id: t.id({ nullable: true, resolve: (answer) => answer.id }),
    message: t.string({ resolve: (answer) => answer.message }),
  };
}
