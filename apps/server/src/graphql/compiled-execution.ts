import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  execute,
  getOperationAST,
  getVariableValues,
  isEnumType,
  GraphQLScalarType,
  specifiedScalarTypes,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

// Operations run as compiled code (graphql-jit): a month of reports resolves about a million fields,
// and walking the query's tree for each of them was most of the answer's time. The variables are still
// coerced by graphql-js, so defaults of input fields and our scalars' Russian refusals stay exactly
// as graphql-js gives them; the compiled code then receives values that are already coerced.

const builtInScalars = new Set(specifiedScalarTypes.map((type) => type.name));

/**
 * The schema the compiled code runs on: the same fields and resolvers, but reading a variable keeps the
 * value graphql-js coerced (a Money variable is kopecks already; an enum variable its internal value).
 */
function schemaForCoercedVariables(schema: GraphQLSchema): GraphQLSchema {
  const runnable = mapSchema(schema, {
    [MapperKind.SCALAR_TYPE]: (type) =>
      builtInScalars.has(type.name)
        ? type
        : new GraphQLScalarType({ ...type.toConfig(), parseValue: (value) => value }),
  });
  for (const type of Object.values(runnable.getTypeMap())) {
    if (!isEnumType(type) || type.name.startsWith('__')) continue;
    // The copy only: the schema graphql-js validates and coerces with keeps its own enums.
    if (type === schema.getType(type.name)) throw new Error(`The enum ${type.name} was not copied`);
    const byInternalValue = new Map(type.getValues().map((value) => [value.value as unknown, value]));
    const byName = type.getValue.bind(type);
    // Variables arrive as internal values; literals in the query still arrive as names.
    type.getValue = (name: string) => byInternalValue.get(name) ?? byName(name);
  }
  return runnable;
}

type Compiled = CompiledQuery | null;

/** An `execute` for yoga's engine that compiles each operation once and falls back to graphql-js where it cannot. */
export function compiledExecute() {
  const runnableSchemas = new WeakMap<GraphQLSchema, GraphQLSchema>();
  // Yoga keeps one parsed document per query text, so a document's compilations live as long as it does.
  const compilations = new WeakMap<DocumentNode, Map<string, Compiled>>();

  const compiledOf = (schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): Compiled => {
    let byOperation = compilations.get(document);
    if (!byOperation) compilations.set(document, (byOperation = new Map()));
    const key = operationName ?? '';
    if (!byOperation.has(key)) {
      let runnable = runnableSchemas.get(schema);
      if (!runnable) runnableSchemas.set(schema, (runnable = schemaForCoercedVariables(schema)));
      const compiled = compileQuery(runnable, document, operationName ?? undefined);
      byOperation.set(key, isCompiledQuery(compiled) ? compiled : null);
    }
    return byOperation.get(key) ?? null;
  };

  return function executeCompiled(args: ExecutionArgs) {
    const operation = getOperationAST(args.document, args.operationName);
    if (!operation || operation.operation === 'subscription') return execute(args);
    const variables = getVariableValues(args.schema, operation.variableDefinitions ?? [], args.variableValues ?? {}, {
      maxErrors: 50,
    });
    if (variables.errors) return { errors: variables.errors };
    const compiled = compiledOf(args.schema, args.document, args.operationName);
    if (!compiled) return execute(args);
    return compiled.query(args.rootValue, args.contextValue, variables.coerced);
  };
}
