// The local chain is a package of its own: everything it imports is in its own package.json (what runs in
// its dependencies, what only its tests use in its devDependencies), never borrowed from the app's.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = import.meta.dirname;
const pkg = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  exports: Record<string, string>;
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"\n]+)\1/g;
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isTest = (file: string) => /(\.test\.ts|vitest\.config\.ts)$/.test(file) || file.includes('/tests/');

/** Each file's bare imports (not relative, not Node's own), by package. */
const imports = sourceFiles(folder).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
    .map((match) => match[2]!)
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
    .filter((specifier) => !builtinModules.includes(specifier))
    .map((specifier) => ({ file: relative(folder, file), pkg: packageOf(specifier), test: isTest(file) })),
);

describe('the local chain as a package', () => {
  it('imports, outside its tests, only what its own dependencies list', () => {
    const missing = imports.filter((each) => !each.test && !(each.pkg in pkg.dependencies));
    expect(missing).toEqual([]);
    expect(imports.some((each) => each.pkg === 'litesvm')).toBe(true);
  });

  it('its tests import only what its dependencies and devDependencies list', () => {
    const listed = { ...pkg.dependencies, ...pkg.devDependencies };
    expect(imports.filter((each) => each.test && !(each.pkg in listed))).toEqual([]);
  });

  it('imports nothing of the app', () => {
    expect(imports.filter((each) => each.pkg.startsWith('@/') || each.pkg === '@')).toEqual([]);
  });

  it('has one public entry', () => {
    expect(pkg.exports).toEqual({ '.': './index.ts' });
  });
});
