import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse } from '@astrojs/compiler-rs';
import { describe, expect, it } from 'vitest';

/**
 * Astro compiles templates with JSX's whitespace rule (`compressHTML: 'jsx'`): whitespace that
 * holds a line break is dropped where text meets an element or an expression. So a sentence that
 * ends a template line before `<a>` or `{…}` renders stuck to it ("breaks our<a>review policy",
 * "you get{points}", "bring your ID.{…}Have an account?"). This reads every template as the
 * compiler does and names each place where a space the author typed as a line break disappears
 * between two pieces of inline text. `{' '}` keeps one.
 */
const SRC = resolve(import.meta.dirname);

/** Elements that sit in a line of text; anything else starts a line of its own. */
const INLINE_ELEMENTS = new Set(
  'a abbr b bdi bdo cite code data dfn em i kbd mark q s samp small span strong sub sup time u var'.split(' '),
);
/** Elements whose children flow as one line of text (a flex or grid container's do not). */
const TEXT_CONTAINERS =
  /^(a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var|p|li|dd|dt|td|th|h[1-6]|label|legend|caption|figcaption|button|summary|div|blockquote)$/;
/** Characters that hug what follows them ("(", "$") or what precedes them ("." , ")"). */
const OPENING = /[([“‘$#/]/;
const CLOSING = /[.,;:!?)\]”’…%]/;

/** A node of the compiler's ESTree/JSX tree, read loosely. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * What can show at each end of a piece of a template: the possible characters (a conditional
 * has several; '' is nothing at all, 'x' stands for unknown text), or null where the piece starts
 * a line of its own (a block element, a component).
 */
interface Edges {
  first: string | null;
  last: string | null;
}

const NOTHING: Edges = { first: '', last: '' };
const SOME_TEXT: Edges = { first: 'x', last: 'x' };
const LINE_OF_ITS_OWN: Edges = { first: null, last: null };

const either = (a: Edges, b: Edges): Edges => ({
  first: a.first === null || b.first === null ? null : a.first + b.first,
  last: a.last === null || b.last === null ? null : a.last + b.last,
});

/** JSX's rule for text: lines trimmed where they meet a line break, blank lines dropped, the rest joined by a space. */
function jsxText(value: string): string {
  const lines = value.split(/\r\n|\n|\r/);
  const lastWithText = lines.findLastIndex((line) => /[^ \t]/.test(line));
  return lines
    .map((line, index) => {
      let text = line.replace(/\t/g, ' ');
      if (index > 0) text = text.replace(/^ +/, '');
      if (index < lines.length - 1) text = text.replace(/ +$/, '');
      return text && index !== lastWithText ? `${text} ` : text;
    })
    .join('');
}

function elementName(node: Node): string {
  const name = (node.openingElement as { name: { type: string; name?: string } }).name;
  return name.type === 'JSXIdentifier' ? (name.name ?? '') : '';
}

function classOf(node: Node): string {
  const attributes = (
    node.openingElement as { attributes: { name?: { name?: string }; value?: { value?: unknown } }[] }
  ).attributes;
  const value = attributes.find((attribute) => attribute.name?.name === 'class')?.value?.value;
  return typeof value === 'string' ? value : '';
}

const laysOutChildren = (node: Node) => /\b(flex|grid|inline-flex|inline-grid)\b/.test(classOf(node));
const isInline = (node: Node) =>
  INLINE_ELEMENTS.has(elementName(node)) && !/\b(block|flex|grid|hidden)\b/.test(classOf(node));
const isEmptyExpression = (node: Node) =>
  node.type === 'JSXExpressionContainer' && (node.expression as Node).type === 'JSXEmptyExpression';

function childrenEdges(children: Node[]): Edges {
  const shown = children.map(edgesOf).filter((edges) => edges.first !== '' || edges.last !== '');
  return shown.length === 0 ? NOTHING : { first: shown[0]!.first, last: shown.at(-1)!.last };
}

function edgesOf(node: Node | undefined): Edges {
  if (!node) return NOTHING;
  switch (node.type) {
    case 'JSXText': {
      const text = jsxText(node.value as string);
      return { first: text.slice(0, 1), last: text.slice(-1) };
    }
    case 'JSXElement':
      return isInline(node) ? childrenEdges(node.children as Node[]) : LINE_OF_ITS_OWN;
    case 'JSXFragment':
      return childrenEdges(node.children as Node[]);
    case 'JSXExpressionContainer':
    case 'ParenthesizedExpression':
      return edgesOf(node.expression as Node);
    case 'JSXEmptyExpression':
      return NOTHING;
    case 'Literal':
      if (typeof node.value === 'string') return { first: node.value.slice(0, 1), last: node.value.slice(-1) };
      return typeof node.value === 'number' ? SOME_TEXT : NOTHING;
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      const first = quasis[0]!.value.cooked;
      const last = quasis.at(-1)!.value.cooked;
      return { first: first ? first[0]! : 'x', last: last ? last.at(-1)! : 'x' };
    }
    case 'LogicalExpression':
      return node.operator === '&&'
        ? either(edgesOf(node.right as Node), NOTHING)
        : either(edgesOf(node.left as Node), edgesOf(node.right as Node));
    case 'ConditionalExpression':
      return either(edgesOf(node.consequent as Node), edgesOf(node.alternate as Node));
    case 'CallExpression': {
      const callee = node.callee as { type: string; property?: { name?: string } };
      if (callee.type !== 'MemberExpression' || callee.property?.name !== 'map') return SOME_TEXT;
      const body = ((node.arguments as Node[])[0] as { body?: Node } | undefined)?.body;
      return body && body.type !== 'BlockStatement' ? edgesOf(body) : LINE_OF_ITS_OWN;
    }
    default:
      return SOME_TEXT;
  }
}

/** Whether some pair of characters that may meet are both visible and neither hugs the other. */
function mayRunTogether(last: string | null, first: string | null): boolean {
  if (last === null || first === null) return false;
  return [...last].some((a) =>
    [...first].some((b) => /\S/.test(a) && /\S/.test(b) && !OPENING.test(a) && !CLOSING.test(b)),
  );
}

/** The source of each pair of siblings that the dropped line break runs together. */
function runTogetherSiblings(children: Node[], source: string): string[] {
  const items = children.filter((child) => !isEmptyExpression(child));
  const found: string[] = [];
  for (let at = 0; at + 1 < items.length; at++) {
    const before = items[at]!;
    let after = items[at + 1]!;
    let gap = '';
    if (after.type === 'JSXText' && /^\s*$/.test(after.value as string)) {
      gap = after.value as string;
      after = items[at + 2]!;
      if (!after) break;
    } else {
      if (before.type === 'JSXText') gap += /\s*$/.exec(before.value as string)![0];
      if (after.type === 'JSXText') gap += /^\s*/.exec(after.value as string)![0];
    }
    if (!gap.includes('\n') || (before.type === 'JSXText' && !(before.value as string).trim())) continue;
    if (mayRunTogether(edgesOf(before).last, edgesOf(after).first)) {
      found.push(source.slice(before.start, after.end).replace(/\s+/g, ' ').trim());
    }
  }
  return found;
}

/** Every run-together pair in an Astro template, each as its source on one line. */
function runTogetherInTemplate(template: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const element = node as Node;
    const flows =
      element.type === 'JSXFragment' ||
      (element.type === 'JSXElement' && TEXT_CONTAINERS.test(elementName(element)) && !laysOutChildren(element));
    if (flows) found.push(...runTogetherSiblings(element.children as Node[], template));
    for (const [key, value] of Object.entries(element)) if (key !== 'type') visit(value);
  };
  const { ast } = parse(template);
  found.push(...runTogetherSiblings(ast.body as Node[], template));
  visit(ast.body);
  return found;
}

function astroFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return astroFiles(path);
    return entry.name.endsWith('.astro') ? [path] : [];
  });
}

describe('template text', () => {
  it('finds a sentence stuck to the element or value on the next line', () => {
    const template = (body: string) => `---\nconst points = 200;\nconst signedIn = false;\n---\n${body}`;
    expect(runTogetherInTemplate(template('<p>\n  breaks our\n  <a href="/x">review policy</a>.\n</p>'))).toEqual([
      'breaks our <a href="/x">review policy</a>',
    ]);
    expect(runTogetherInTemplate(template('<p>\n  you get\n  {points} points.\n</p>'))).toEqual(['you get {points}']);
    expect(
      runTogetherInTemplate(template('<p>\n  Bring your ID.\n  {!signedIn && <span>Have an account?</span>}\n</p>')),
    ).toHaveLength(1);
    expect(
      runTogetherInTemplate(
        template('<p>\n  <span>What did you think?</span>\n  <a href="/r">Read reviews</a>.\n</p>'),
      ),
    ).toHaveLength(1);
  });

  it('passes a line break where JSX keeps the words apart, or where nothing runs together', () => {
    const template = (body: string) => `---\nconst points = 200;\n---\n${body}`;
    for (const body of [
      '<p>See the <a href="/x">menu</a>.</p>',
      '<p>\n  See the <a href="/x">menu</a>\n  .\n</p>',
      "<p>\n  you get{' '}\n  {points} points.\n</p>",
      '<p>\n  One sentence\n  that goes on.\n</p>',
      '<p>One.</p>\n<p>Two.</p>',
      '<div class="flex gap-2">\n  <span>One</span>\n  <span>Two</span>\n</div>',
      '<p>\n  <span class="sr-only">Deal: </span>\n  {points}\n</p>',
      '<p>\n  (\n  <a href="/x">menu</a>\n  )\n</p>',
    ]) {
      expect(runTogetherInTemplate(template(body)), body).toEqual([]);
    }
  });

  it('has no sentence in any template stuck to what follows it', () => {
    const found = astroFiles(SRC).flatMap((file) =>
      runTogetherInTemplate(readFileSync(file, 'utf8')).map((hit) => `${relative(SRC, file)}: ${hit}`),
    );
    expect(found).toEqual([]);
  });
});
