import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Which module imports which, read from the import statements of every non-test file; a module
// importing its own importer (directly or round a loop) is a cycle.
const modulesDir = path.dirname(fileURLToPath(import.meta.url));

function importsOf(module: string): Set<string> {
  const found = new Set<string>();
  const dir = path.join(modulesDir, module);
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.includes('.test.')) continue;
    const from = path.join(dir, file);
    for (const [, target = ''] of readFileSync(from, 'utf8').matchAll(/(?:from|import)\s+'(\.[^']+)'/g)) {
      const [top, other] = path.relative(modulesDir, path.resolve(path.dirname(from), target)).split(path.sep);
      if (top && top !== '..' && other !== undefined && top !== module) found.add(top);
    }
  }
  return found;
}

function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const cycles: string[] = [];
  const done = new Set<string>();
  const walk = (module: string, trail: string[]) => {
    if (trail.includes(module)) {
      cycles.push([...trail.slice(trail.indexOf(module)), module].join(' → '));
      return;
    }
    if (done.has(module)) return;
    for (const next of graph.get(module) ?? []) walk(next, [...trail, module]);
    done.add(module);
  };
  for (const module of graph.keys()) walk(module, []);
  return cycles;
}

describe('server modules', () => {
  const modules = readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory());
  const graph = new Map(modules.map((e) => [e.name, importsOf(e.name)]));

  it('import each other without cycles', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const looped = new Map(graph);
    looped.set('auth', new Set([...(graph.get('auth') ?? []), 'invites']));
    expect(cyclesOf(looped)).toContain('auth → invites → auth');
  });

  it('see the edges the slices rely on', () => {
    expect(graph.get('sales')).toContain('orders');
    expect(graph.get('unit')).toEqual(
      new Set(['auth', 'cards', 'imports', 'orders', 'reports', 'sales', 'storage', 'tariffs', 'taxes']),
    );
    expect(graph.get('reports')).not.toContain('unit');
    expect(graph.get('sync')).toEqual(new Set(['auth']));
  });
});
