/** A small OpenAPI 3.0 schema checker for the contract tests: type, nullable, enum, required, properties, items, allOf/oneOf/anyOf, $ref. */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type Schema = Record<string, unknown>;

/** WB's OpenAPI files: reference data beside the repository (../shared/wb-openapi), never copied into it. */
export const WB_OPENAPI_DIR = fileURLToPath(new URL('../../../../shared/wb-openapi/', import.meta.url));
/** Contract tests are skipped where the files are absent. */
export const WB_OPENAPI_PRESENT = existsSync(WB_OPENAPI_DIR);

const loaded = new Map<string, OpenApiDoc>();

/** One of WB's files (e.g. `13-finances.yaml`), parsed once per test run. */
export function openApiSpec(file: string): OpenApiDoc {
  let doc = loaded.get(file);
  if (!doc) loaded.set(file, (doc = new OpenApiDoc(parse(readFileSync(`${WB_OPENAPI_DIR}${file}`, 'utf8')) as Schema)));
  return doc;
}

export class OpenApiDoc {
  constructor(readonly doc: Schema) {}

  /** The operation object of a path and method, or undefined when the file has none. */
  operation(path: string, method: string): Schema | undefined {
    const item = (this.doc.paths as Schema)[path] as Schema | undefined;
    return item?.[method.toLowerCase()] as Schema | undefined;
  }

  resolve(node: unknown): Schema {
    let current = node as Schema;
    const seen = new Set<string>();
    while (current && typeof current.$ref === 'string') {
      const ref = current.$ref;
      if (seen.has(ref)) throw new Error(`circular $ref ${ref}`);
      seen.add(ref);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((t, key) => (t as Schema)[key.replace(/~1/g, '/').replace(/~0/g, '~')], this.doc) as Schema;
      // WB's files sometimes put `type` beside a $ref; the target wins, the siblings fill gaps.
      const siblings: Schema = { ...current };
      delete siblings.$ref;
      current = { ...siblings, ...target };
    }
    return current;
  }

  /** The schema of one answer, or null when that status has no body. */
  responseSchema(path: string, method: string, status: number): Schema | null | undefined {
    const op = (this.doc.paths as Schema)[path] as Schema | undefined;
    const responses = (op?.[method] as Schema | undefined)?.responses as Schema | undefined;
    const response = responses?.[String(status)];
    if (response === undefined) return undefined;
    const content = this.resolve(response).content as Schema | undefined;
    if (!content) return null;
    const first = Object.values(content)[0] as Schema;
    return (first.schema as Schema | undefined) ?? null;
  }

  /** Problems found, as `path: message` lines (empty when the value fits). */
  check(value: unknown, schemaNode: unknown, at = '$'): string[] {
    const schema = this.resolve(schemaNode);
    if (value === null)
      return schema.nullable === true || schema.type === undefined ? [] : [`${at}: null is not allowed`];
    if (Array.isArray(schema.allOf)) return schema.allOf.flatMap((s) => this.check(value, s, at));
    for (const key of ['oneOf', 'anyOf'] as const) {
      // WB's oneOf variants overlap (all-optional objects), so "at least one fits" is the useful check.
      const variants = schema[key];
      if (Array.isArray(variants)) {
        const results = variants.map((s) => this.check(value, s, at));
        return results.some((r) => r.length === 0)
          ? []
          : [`${at}: fits none of ${key}: ${results.map((r) => r[0]).join(' | ')}`];
      }
    }
    const problems: string[] = [];
    if (Array.isArray(schema.enum) && !schema.enum.includes(value))
      problems.push(`${at}: ${JSON.stringify(value)} not in enum`);
    const type = schema.type as string | undefined;
    const actual = Array.isArray(value) ? 'array' : typeof value;
    if (type === 'integer' && !Number.isInteger(value))
      return [...problems, `${at}: expected integer, got ${JSON.stringify(value)}`];
    if (type === 'number' && actual !== 'number') return [...problems, `${at}: expected number, got ${actual}`];
    if ((type === 'string' || type === 'boolean' || type === 'array') && actual !== type)
      return [...problems, `${at}: expected ${type}, got ${actual}`];
    if ((type === 'object' || schema.properties) && (actual !== 'object' || Array.isArray(value)))
      return [...problems, `${at}: expected object, got ${actual}`];
    if (Array.isArray(value) && schema.items)
      value.forEach((item, i) => problems.push(...this.check(item, schema.items, `${at}[${i}]`)));
    if (actual === 'object' && !Array.isArray(value)) {
      const obj = value as Record<string, unknown>;
      for (const key of (schema.required as string[] | undefined) ?? [])
        if (!(key in obj)) problems.push(`${at}: missing ${key}`);
      for (const [key, sub] of Object.entries((schema.properties as Schema | undefined) ?? {})) {
        if (key in obj) problems.push(...this.check(obj[key], sub, `${at}.${key}`));
      }
    }
    return problems;
  }
}
