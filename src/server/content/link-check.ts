/**
 * The link check of a content body: every link and picture it holds, and what is wrong with it —
 * a path that is no page of this store, a scheme the renderer drops, a picture from outside the
 * media library, an in-page link to no heading, raw HTML (never shown). The editor calls it before
 * a page is saved; the seed's test calls it on every seeded page.
 */
import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { headingIds } from './html-policy.ts';
import { isMediaImage, linkKind, linkPath } from './link-rules.ts';

export interface LinkProblem {
  /** The address as written (or the start of the HTML). */
  href: string;
  /** What is wrong, in a sentence the editor reads beside it. */
  problem: string;
}

/** What the check knows of the store: whether a path is one of its pages, and its media files. */
export interface KnownRoutes {
  isPage(path: string): boolean;
  isMedia(src: string): boolean;
}

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
}

function plainText(node: Nodes): string {
  if ('value' in node && node.type !== 'html') return node.value;
  if ('children' in node) return node.children.map(plainText).join('');
  return '';
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function parse(markdown: string): Root {
  return unified().use(remarkParse).use(remarkGfm).parse(markdown);
}

/** The problems of one body's links and pictures, in the order they appear; none when all is well. */
export function linkProblems(markdown: string, routes: KnownRoutes): LinkProblem[] {
  const tree = parse(markdown);
  const nextId = headingIds();
  const anchors = new Set<string>();
  walk(tree, (node) => {
    if (node.type === 'heading') {
      const id = nextId(plainText(node));
      if (id) anchors.add(id);
    }
  });

  const problems: LinkProblem[] = [];
  const checkLink = (href: string) => {
    switch (linkKind(href)) {
      case 'path':
        if (!routes.isPage(linkPath(href)))
          problems.push({ href, problem: `No page of the store is at ${linkPath(href)}.` });
        return;
      case 'fragment':
        if (!anchors.has(decoded(href.slice(1)))) {
          problems.push({ href, problem: `No heading of this page has the anchor ${href}.` });
        }
        return;
      case 'external':
      case 'contact':
        return;
      case 'refused':
        problems.push({
          href,
          problem:
            'Links go to a page of the store (/…), a heading of this page (#…), another site over https://, an email (mailto:) or a phone number (tel:); this one is left out.',
        });
    }
  };
  walk(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') checkLink(node.url);
    else if (node.type === 'image') {
      if (!isMediaImage(node.url)) {
        problems.push({
          href: node.url,
          problem: 'Pictures come from the media library (/media/…); this one is left out.',
        });
      } else if (!routes.isMedia(node.url)) {
        problems.push({ href: node.url, problem: 'The media library has no such picture.' });
      }
    } else if (node.type === 'html') {
      problems.push({ href: node.value.slice(0, 80), problem: 'HTML is not shown on the page; write it in Markdown.' });
    }
  });
  return problems;
}
