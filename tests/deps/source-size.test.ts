// What a newcomer reads stays readable (issue 32): no source file of the app or the local chain over 400
// lines, and no React component over 150. Tests, fixtures and data files are not counted.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const MAX_FILE_LINES = 400;
const MAX_COMPONENT_LINES = 150;

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'tests' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec|fixture)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = [...sources('src'), ...sources('packages/localnet')];
const linesOf = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** Every function whose name starts with a capital (a component), with its length in lines. */
function components(file: string): { name: string; lines: number }[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    let name: string | null = null;
    if (ts.isFunctionDeclaration(node) && node.name && /^[A-Z]/.test(node.name.text)) name = node.name.text;
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /^[A-Z]/.test(node.name.text) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      name = node.name.text;
    }
    if (name) {
      const line = (at: number) => source.getLineAndCharacterOfPosition(at).line;
      found.push({ name, lines: line(node.getEnd()) - line(node.getStart()) + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('source size', () => {
  it('found the sources', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.some((file) => file.startsWith('packages/localnet/'))).toBe(true);
  });

  it(`has no source file over ${MAX_FILE_LINES} lines`, () => {
    const long = files
      .map((file) => ({
        file: relative(root, join(root, file)),
        lines: linesOf(readFileSync(join(root, file), 'utf8')),
      }))
      .filter((each) => each.lines > MAX_FILE_LINES)
      .map((each) => `${each.file}: ${each.lines}`);
    expect(long).toEqual([]);
  });

  it(`has no component over ${MAX_COMPONENT_LINES} lines`, () => {
    const long = files
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) => components(file).map((each) => ({ ...each, file })))
      .filter((each) => each.lines > MAX_COMPONENT_LINES)
      .map((each) => `${each.file} ${each.name}: ${each.lines}`);
    expect(long).toEqual([]);
  });
});
