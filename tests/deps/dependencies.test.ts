// The dependency list after the move to @solana/kit and Wallet Standard: the old Solana stack and the Node
// polyfills it needed are gone from package.json and from every import under src/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const dependencies = Object.keys(pkg.dependencies ?? {});
const devDependencies = Object.keys(pkg.devDependencies ?? {});

/** A package name, or a family of them when it ends with `*`. */
interface Forbidden {
  pattern: string;
  matches(name: string): boolean;
}
const forbidden = (pattern: string): Forbidden => ({
  pattern,
  matches: pattern.endsWith('*') ? (name) => name.startsWith(pattern.slice(0, -1)) : (name) => name === pattern,
});
const FORBIDDEN: Forbidden[] = [
  '@solana/web3.js',
  '@solana/spl-token*',
  '@solana/wallet-adapter-*',
  'buffer',
  'bs58',
].map(forbidden);
const REQUIRED = [
  '@solana/kit',
  '@solana-program/token-2022',
  '@solana-program/token',
  '@solana-program/system',
  '@wallet-standard/app',
];

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// import x from 'p' / import 'p' / export { x } from 'p' / import('p') / require('p') / vi.mock('p')
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|\bvi\.mock\s*\(\s*)(['"])([^'"\n]+)\1/g;

interface Import {
  file: string;
  line: number;
  pkg: string;
}
// A bare package specifier (`name`, `@scope/name`, with a subpath or not): not relative, not "@/…", not "node:…",
// nor the text of a string that merely reads like an import.
const PACKAGE = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w./-]*)?$/;

/** The packages imported under a folder (test support's alias is not one). */
function packageImports(dir: string): Import[] {
  return sourceFiles(join(root, dir)).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const inComment = (at: number) => /^\s*(\/\/|\*)/.test(text.slice(text.lastIndexOf('\n', at) + 1, at));
    return [...text.matchAll(SPECIFIER)]
      .filter((m) => PACKAGE.test(m[2]) && !m[2].startsWith('@test-support/') && !inComment(m.index))
      .map((m) => ({
        file: relative(root, file),
        line: text.slice(0, m.index).split('\n').length,
        pkg: packageOf(m[2]),
      }));
  });
}
const imports = packageImports('src');

describe('package.json dependencies', () => {
  it.each(FORBIDDEN.map((f) => [f.pattern, f] as const))('has no %s', (_, f) => {
    expect(dependencies.filter((name) => f.matches(name))).toEqual([]);
  });

  it('has no vite-plugin-node-polyfills in dependencies or devDependencies', () => {
    expect([...dependencies, ...devDependencies].filter((name) => name === 'vite-plugin-node-polyfills')).toEqual([]);
  });

  it.each(REQUIRED)('has %s', (name) => {
    expect(dependencies).toContain(name);
  });
});

describe('npm configuration', () => {
  it('has no .npmrc with legacy-peer-deps', () => {
    const npmrc = join(root, '.npmrc');
    const lines = existsSync(npmrc)
      ? readFileSync(npmrc, 'utf8')
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => /^legacy-peer-deps\s*=/.test(l))
      : [];
    expect(lines).toEqual([]);
  });
});

describe('imports under src/', () => {
  it('found some files to scan', () => {
    expect(imports.length).toBeGreaterThan(0);
  });

  it.each(FORBIDDEN.map((f) => [f.pattern, f] as const))('none import %s', (_, f) => {
    const offenders = imports.filter((i) => f.matches(i.pkg)).map((i) => `${i.file}:${i.line} ${i.pkg}`);
    expect(offenders).toEqual([]);
  });
});

describe('imports of the app, its tests and its scripts', () => {
  // A package the root uses only because a workspace (the local chain) happens to install it breaks the day
  // that workspace drops it: whatever src/, test-support/, tests/, e2e/ and scripts/ import is declared here.
  const declared = new Set([...dependencies, ...devDependencies]);
  const used = ['src', 'test-support', 'tests', 'e2e', 'scripts'].flatMap(packageImports);

  it('found imports in every folder', () => {
    expect(new Set(used.map((i) => i.file.split('/')[0]))).toEqual(
      new Set(['src', 'test-support', 'tests', 'e2e', 'scripts']),
    );
  });

  it('declares every package they import', () => {
    const undeclared = used.filter((i) => !declared.has(i.pkg)).map((i) => `${i.file}:${i.line} ${i.pkg}`);
    expect(undeclared).toEqual([]);
  });
});
