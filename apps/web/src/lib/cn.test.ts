import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { VariantProps } from 'class-variance-authority';
import { twMerge } from 'tailwind-merge';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { buttonVariants } from '../components/ui/button.tsx';

/**
 * `cn` joins classes without resolving conflicts (ADR 285). This reads every `cn(...)` of the app
 * and every `className` given to a component that joins it to its own, takes each combination
 * of their conditional classes (`a ? x : y`, `a && x`, a lookup table's values), and asks
 * tailwind-merge which class it would have dropped: any such class means that the look relied on
 * merging, and would now depend on the stylesheet's order.
 */
const root = path.resolve(import.meta.dirname, '..');
const sources = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file))
  .map((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  });

/** Constants by name, across files (class strings are exported under unique names). */
const constants = new Map<string, ts.Expression>();
for (const source of sources) {
  source.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      constants.set(`${source.fileName}#${node.name.text}`, node.initializer);
      if (!constants.has(node.name.text)) constants.set(node.name.text, node.initializer);
    }
    node.forEachChild(visit);
  });
}

type Classes = string[];
type ButtonLook = VariantProps<typeof buttonVariants>;
const limit = 512;

function product(parts: Classes[][]): Classes[] {
  let combinations: Classes[] = [[]];
  for (const part of parts) {
    combinations = combinations
      .flatMap((left) => part.map((right) => [...left, ...right]))
      .slice(0, limit);
  }
  return combinations;
}

/** The class lists an expression may give (an unknown value gives none). */
function alternatives(node: ts.Expression, seen = new Set<ts.Node>()): Classes[] {
  if (seen.has(node)) return [[]];
  seen.add(node);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [[node.text]];
  if (ts.isTemplateExpression(node)) {
    return product([
      [[node.head.text]],
      ...node.templateSpans.flatMap((span) => [
        alternatives(span.expression, seen),
        [[span.literal.text]],
      ]),
    ]);
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
    return alternatives(node.expression, seen);
  }
  if (ts.isConditionalExpression(node)) {
    return [...alternatives(node.whenTrue, seen), ...alternatives(node.whenFalse, seen)];
  }
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) {
      return [[], ...alternatives(node.right, seen)];
    }
    if (
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.QuestionQuestionToken
    ) {
      return [...alternatives(node.left, seen), ...alternatives(node.right, seen)];
    }
    return [[]];
  }
  if (ts.isCallExpression(node) && ['cn', 'clsx'].includes(node.expression.getText())) {
    return product(node.arguments.map((argument) => alternatives(argument, seen)));
  }
  if (ts.isElementAccessExpression(node)) {
    const table = resolve(node.expression);
    if (table && ts.isObjectLiteralExpression(table)) {
      return table.properties.flatMap((property) =>
        ts.isPropertyAssignment(property) ? alternatives(property.initializer, seen) : [[]],
      );
    }
    return [[]];
  }
  if (ts.isIdentifier(node)) {
    const value = resolve(node);
    return value ? alternatives(value, seen) : [[]];
  }
  return [[]];
}

function resolve(node: ts.Expression): ts.Expression | undefined {
  if (!ts.isIdentifier(node)) return undefined;
  return constants.get(`${node.getSourceFile().fileName}#${node.text}`) ?? constants.get(node.text);
}

/** The classes tailwind-merge would drop from `classes`. */
function dropped(classes: Classes): string[] {
  const tokens = [...new Set(classes.join(' ').split(/\s+/).filter(Boolean))];
  const kept = new Set(twMerge(tokens.join(' ')).split(' '));
  return tokens.filter((token) => !kept.has(token));
}

const where = (node: ts.Node) =>
  `${node.getSourceFile().fileName}:${node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

function cnCalls(): ts.CallExpression[] {
  const calls: ts.CallExpression[] = [];
  for (const source of sources) {
    source.forEachChild(function visit(node) {
      if (ts.isCallExpression(node) && node.expression.getText() === 'cn') calls.push(node);
      node.forEachChild(visit);
    });
  }
  return calls;
}

/** Components that join a `className` prop to their own classes: their own classes. */
function joiningComponents(): Map<string, Classes[]> {
  const components = new Map<string, Classes[]>();
  for (const call of cnCalls()) {
    if (!call.arguments.some((argument) => argument.getText() === 'className')) continue;
    let owner: ts.Node | undefined = call.parent;
    while (owner && !(ts.isFunctionDeclaration(owner) && owner.name)) owner = owner.parent;
    if (owner && ts.isFunctionDeclaration(owner) && owner.name) {
      components.set(owner.name.text, alternatives(call));
    }
  }
  return components;
}

function attribute(element: ts.JsxOpeningLikeElement, name: string): ts.Expression | undefined {
  for (const property of element.attributes.properties) {
    if (!ts.isJsxAttribute(property) || property.name.getText() !== name) continue;
    const value = property.initializer;
    if (!value) return undefined;
    if (ts.isStringLiteral(value)) return value;
    if (ts.isJsxExpression(value) && value.expression) return value.expression;
  }
  return undefined;
}

describe('class names', () => {
  it('no cn(...) relies on tailwind-merge dropping a conflicting class', () => {
    const problems = cnCalls().flatMap((call) =>
      alternatives(call)
        .map(dropped)
        .filter((classes) => classes.length > 0)
        .map((classes) => `${where(call)} would drop ${classes.join(' ')}`),
    );
    expect([...new Set(problems)]).toEqual([]);
  });

  it('no caller overrides a class of the component it gives a className to', () => {
    const components = joiningComponents();
    const problems: string[] = [];
    for (const source of sources) {
      source.forEachChild(function visit(node) {
        if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
          const name = node.tagName.getText();
          const given = attribute(node, 'className');
          let own = components.get(name);
          if (name === 'Button') {
            const literal = (prop: string) => {
              const value = attribute(node, prop);
              return value && ts.isStringLiteral(value) ? value.text : undefined;
            };
            own = [
              [
                buttonVariants({
                  variant: literal('variant') as ButtonLook['variant'],
                  size: literal('size') as ButtonLook['size'],
                }),
              ],
            ];
          }
          if (given && own) {
            for (const mine of own) {
              for (const theirs of alternatives(given)) {
                const lost = dropped([...mine, ...theirs]).filter((token) =>
                  mine.join(' ').split(/\s+/).includes(token),
                );
                if (lost.length > 0) {
                  problems.push(`${where(node)}: ${name} would lose ${lost.join(' ')}`);
                }
              }
            }
          }
        }
        node.forEachChild(visit);
      });
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('finds a class that a later one overrides', () => {
    expect(dropped(['h-10 px-4', 'h-11'])).toEqual(['h-10']);
    expect(dropped(['px-4', 'pl-9'])).toEqual([]);
  });
});
