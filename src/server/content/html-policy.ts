/**
 * What the sanitised HTML of a content body becomes on the page: headings under the page's own
 * `<h1>` (a body's `#` heading is an `<h2>`), each with an id for in-page links; links only where
 * `linkKind` allows, other sites' marked `noopener noreferrer`; pictures only from the media
 * library, loaded lazily; tables in a box that scrolls sideways on its own.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { slugify } from '#lib/slug.ts';
import { isMediaImage, linkKind } from './link-rules.ts';

/** Ids the store's layout uses (the skip link's target, the cart, the age gate…): a heading never takes one. */
const LAYOUT_ID = /^(?:main|page|age-gate.*|cart-.*|footer-.*|site-.*|error-.*|third-party-.*)$/;

export function textOf(node: RootContent | ElementContent | Root): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child)).join('');
  return '';
}

/** A heading's id: its words as a slug, made unique on the page, never one of the layout's. */
export function headingIds() {
  const taken = new Set<string>();
  return (text: string): string | null => {
    const base = slugify(text, 80);
    if (!base) return null;
    let id = LAYOUT_ID.test(base) ? `${base}-section` : base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };
}

/** A table's caption, or else its column headings: "Limit, Amount". */
function tableName(table: Element): string {
  const elements = (node: Element): Element[] =>
    node.children.flatMap((child) => (child.type === 'element' ? [child, ...elements(child)] : []));
  const all = elements(table);
  const caption = all.find((node) => node.tagName === 'caption');
  if (caption) return textOf(caption).trim().replace(/\s+/g, ' ');
  const firstRow = all.find((node) => node.tagName === 'tr');
  const cells = firstRow ? elements(firstRow).filter((node) => node.tagName === 'th' || node.tagName === 'td') : [];
  return cells.map((cell) => textOf(cell).trim().replace(/\s+/g, ' ')).join(', ');
}

function policed(node: ElementContent, nextId: (text: string) => string | null): ElementContent[] {
  if (node.type !== 'element') return [node];
  const children = node.children.flatMap((child) => policed(child, nextId));
  const element: Element = { ...node, children };
  switch (element.tagName) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6': {
      if (element.tagName === 'h1') element.tagName = 'h2';
      // The footnotes' heading comes with the id their references point at.
      const given = element.properties.id;
      const id = typeof given === 'string' ? given : nextId(textOf(element));
      if (id) element.properties = { ...element.properties, id };
      return [element];
    }
    case 'a': {
      const href = typeof element.properties.href === 'string' ? element.properties.href : '';
      const kind = href ? linkKind(href) : 'refused';
      // A link the store will not make keeps its words, without the link.
      if (kind === 'refused') return children;
      if (kind === 'external') element.properties = { ...element.properties, rel: ['noopener', 'noreferrer'] };
      return [element];
    }
    case 'img': {
      const src = typeof element.properties.src === 'string' ? element.properties.src : '';
      if (!isMediaImage(src)) return [];
      element.properties = {
        ...element.properties,
        alt: element.properties.alt ?? '',
        loading: 'lazy',
        decoding: 'async',
      };
      return [element];
    }
    case 'table': {
      const name = tableName(element);
      // Keyboard users scroll a wide table too, so its box takes focus and has a name.
      const box: Element = {
        type: 'element',
        tagName: 'div',
        properties: {
          className: ['content-table'],
          role: 'region',
          tabIndex: 0,
          ariaLabel: `Table: ${name}`.slice(0, 120),
        },
        children: [element],
      };
      return [box];
    }
    default:
      return [element];
  }
}

/** A rehype plugin, after sanitising: applies the page's rules above to the whole body. */
export function rehypeContentPolicy() {
  return (tree: Root): void => {
    const nextId = headingIds();
    tree.children = tree.children.flatMap((node): RootContent[] =>
      node.type === 'element' ? policed(node, nextId) : [node],
    );
  };
}
