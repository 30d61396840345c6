import type { GraphQLField, GraphQLSchema } from 'graphql';
import type { GraphQLContext } from '../../graphql/context.ts';
import {
  requireAdmin,
  requireCompany,
  requirePriceRight,
  requireUser,
  type CompanyCaller,
  type SignedInCaller,
} from './guards.ts';

/**
 * Who may call a root field, declared once where the field is defined:
 * `resolve: access.member((caller, args, ctx) => ...)`. The wrapper resolves the caller from the
 * session (and re-checks the membership) before the resolver runs, so services receive a caller
 * instead of checking the context themselves; docs/access.md is printed from these declarations.
 */
export type AccessLevel = 'public' | 'signedIn' | 'member' | 'priceRight' | 'admin';

export const ACCESS_LEVELS: readonly AccessLevel[] = ['public', 'signedIn', 'member', 'priceRight', 'admin'];

type Resolver<Args, Result> = (root: unknown, args: Args, ctx: GraphQLContext) => Result | Promise<Result>;

const declared = new WeakMap<object, AccessLevel>();

function declare<Args, Result>(level: AccessLevel, resolve: Resolver<Args, Result>): Resolver<Args, Result> {
  declared.set(resolve, level);
  return resolve;
}

export const access = {
  /** Anyone, signed in or not: sign-in itself and what the sign-in screen needs. */
  public: <Args, Result>(resolve: (args: Args, ctx: GraphQLContext) => Result | Promise<Result>) =>
    declare<Args, Result>('public', (_root, args, ctx) => resolve(args, ctx)),
  /** A signed-in user, with a company selected or not. */
  signedIn: <Args, Result>(
    resolve: (caller: SignedInCaller, args: Args, ctx: GraphQLContext) => Result | Promise<Result>,
  ) => declare<Args, Result>('signedIn', async (_root, args, ctx) => resolve(await requireUser(ctx), args, ctx)),
  /** A member of the company the session works in. */
  member: <Args, Result>(
    resolve: (caller: CompanyCaller, args: Args, ctx: GraphQLContext) => Result | Promise<Result>,
  ) => declare<Args, Result>('member', async (_root, args, ctx) => resolve(await requireCompany(ctx), args, ctx)),
  /** An admin, or a member of a company that lets members send prices to WB (`membersSetPrices`). */
  priceRight: <Args, Result>(
    resolve: (caller: CompanyCaller, args: Args, ctx: GraphQLContext) => Result | Promise<Result>,
  ) =>
    declare<Args, Result>('priceRight', async (_root, args, ctx) => resolve(await requirePriceRight(ctx), args, ctx)),
  /** An admin of the company the session works in. */
  admin: <Args, Result>(
    resolve: (caller: CompanyCaller, args: Args, ctx: GraphQLContext) => Result | Promise<Result>,
  ) => declare<Args, Result>('admin', async (_root, args, ctx) => resolve(await requireAdmin(ctx), args, ctx)),
};

/** The access a schema field declares; undefined when its resolver was not made by `access`. */
export function accessOf(field: GraphQLField<unknown, unknown>): AccessLevel | undefined {
  // Pothos keeps the options a field was defined with; a plugin may have wrapped `resolve` itself.
  const options = field.extensions?.pothosOptions as { resolve?: object } | undefined;
  const resolve = options?.resolve ?? field.resolve;
  return resolve ? declared.get(resolve) : undefined;
}

export interface RootField {
  operation: 'Query' | 'Mutation';
  name: string;
  description: string;
  access: AccessLevel | undefined;
}

/** Every root Query and Mutation field, sorted by operation then name. */
export function rootFields(schema: GraphQLSchema): RootField[] {
  const roots = [
    ['Query', schema.getQueryType()],
    ['Mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([operation, type]) =>
    Object.values(type?.getFields() ?? {})
      .map((field) => ({
        operation,
        name: field.name,
        description: field.description ?? '',
        access: accessOf(field as GraphQLField<unknown, unknown>),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  );
}
