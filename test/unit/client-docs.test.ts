/**
 * The published client documents itself: every method of the client and of each resource family,
 * and every exported function and class, has a doc comment that an editor shows.
 */
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const entry = path.resolve(import.meta.dirname, '../../src/client/index.ts');

describe('the client package documentation', () => {
  it('has a doc comment on every public method, function and class', () => {
    const program = ts.createProgram([entry], {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2023,
      strict: true,
      types: ['node'],
      noEmit: true,
    });
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(entry);
    const module = source === undefined ? undefined : checker.getSymbolAtLocation(source);
    if (module === undefined) throw new Error('src/client/index.ts has no module symbol');
    const documented = (symbol: ts.Symbol) =>
      ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() !== '';
    const missing: string[] = [];
    let methods = 0;
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const name = exported.getName();
      if (symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Class) && !documented(symbol)) {
        missing.push(name);
      }
      if (symbol.flags & ts.SymbolFlags.Interface && (name.endsWith('Api') || name === 'TranslationClient')) {
        for (const member of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) {
          if (!(member.flags & ts.SymbolFlags.Method)) continue;
          methods += 1;
          if (!documented(member)) missing.push(`${name}.${member.getName()}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // The 37 methods of the seven resource families, and the client's sent() and close().
    expect(methods).toBeGreaterThanOrEqual(39);
  });
});
