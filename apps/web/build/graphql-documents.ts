import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
// One module a document: the build places modules, not their exports, so documents kept together in
// gql/graphql.ts would all travel in the chunk of whichever screen is loaded first.
const DOCUMENT_MODULE = 'graphql-document:';

/**
 * Replaces every `graphql(`…`)` call of the app with the generated document it stands for, each in a
 * module of its own taken from `gql/graphql.ts`. The client preset's `graphql()` finds a document in a map of all of
 * them, so whichever screen calls it first carries every document of every screen; imported by name,
 * each document ships with the screens that use it. This does what the preset's babel plugin does,
 * without bringing babel into the build. Types are unchanged: they still come from `gql/gql.ts`.
 */
export function graphqlDocuments(srcDir: string): Plugin {
  const gqlDir = path.join(srcDir, 'gql');
  const generated = path.join(gqlDir, 'graphql.ts');
  let documents = new Map<string, string>();
  return {
    name: 'seller-helper:graphql-documents',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      const source = readFileSync(generated, 'utf8');
      // The client preset writes each document on one line: `export const XDocument = {…} as unknown as …;`.
      documents = new Map(
        [...source.matchAll(/^export const (\w+) = (\{.*\}) as unknown as /gm)].map((match) => [match[1]!, match[2]!]),
      );
    },
    resolveId(source) {
      return source.startsWith(DOCUMENT_MODULE) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${DOCUMENT_MODULE}`)) return null;
      const name = id.slice(DOCUMENT_MODULE.length + 1);
      return `export const ${name} = ${documents.get(name)};`;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(srcDir) || file.startsWith(gqlDir) || !/\.tsx?$/.test(file)) return null;
      if (!code.includes('graphql(`')) return null;
      const used = new Set<string>();
      const replaced = code.replace(CALL, (_call, document: string) => {
        const name = generatedName(document);
        if (!documents.has(name)) {
          this.error(`${name} нет в gql/graphql.ts: выполните npm run codegen (${path.relative(srcDir, file)})`);
        }
        used.add(name);
        return `__document_${name}`;
      });
      if (used.size === 0) return null;
      // One line in front of the first keeps every other line where the source map expects it.
      const imports = [...used].map(
        (name) => `import { ${name} as __document_${name} } from '${DOCUMENT_MODULE}${name}';`,
      );
      return { code: `${imports.join(' ')} ${replaced}`, map: null };
    },
  };
}

/** The export the client preset generates for a document: `<Operation>Document` or `<Fragment>FragmentDoc`. */
function generatedName(document: string) {
  const definition = parse(document).definitions[0];
  if (definition?.kind === 'OperationDefinition' && definition.name) return `${pascal(definition.name.value)}Document`;
  if (definition?.kind === 'FragmentDefinition') return `${pascal(definition.name.value)}FragmentDoc`;
  throw new Error(`Документ GraphQL без имени: ${document.slice(0, 60)}`);
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
