import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/architecture.md describes every server module in its tree of slices («modules/» then one line
// `<name>/  what it holds` each): a module added without its line fails here.
const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const architecture = path.resolve(modulesDir, '../../../../docs/architecture.md');

/** The module names of the doc's tree: the lines under `modules/` that start with `<name>/`. */
function describedModules(doc: string): Set<string> {
  const lines = doc.split('\n');
  const start = lines.findIndex((line) => /^\s*modules\/\s*$/.test(line));
  const names = new Set<string>();
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('```')) break;
    const [, name] = /^\s{4}([a-z][a-z0-9-]*)\/\s/.exec(line) ?? [];
    if (name) names.add(name);
  }
  return names;
}

describe('docs/architecture.md', () => {
  it('describes every module folder under apps/server/src/modules', () => {
    expect(existsSync(architecture)).toBe(true);
    const described = describedModules(readFileSync(architecture, 'utf8'));
    const folders = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !described.has(folder))).toEqual([]);
    expect(described.size).toBeGreaterThan(10);
  });

  it('reads the module lines of the tree, not what follows it', () => {
    const doc = [
      '```',
      '  modules/',
      '    cards/        cards',
      '                  more of cards',
      '    home/  x',
      '```',
      '    fbo/  y',
    ].join('\n');
    expect(describedModules(doc)).toEqual(new Set(['cards', 'home']));
  });
});
