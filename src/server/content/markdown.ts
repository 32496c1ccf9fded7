/**
 * A content body's Markdown (GitHub-flavoured) as the HTML a page shows: parsed by remark, turned
 * into HTML by remark-rehype without its raw HTML (none is ever passed on), the facts paragraphs
 * filled from the settings, sanitised by rehype-sanitize (GitHub's rules: no scripts, no event
 * attributes, no `javascript:` or other URL schemes), then the page's own rules (html-policy.ts).
 */
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { rehypeContentFacts, type ContentFacts } from './content-facts.ts';
import { rehypeContentPolicy } from './html-policy.ts';

export type { ContentFacts } from './content-facts.ts';

const schema: SanitizeSchema = {
  ...defaultSchema,
  // The limits table is captioned.
  tagNames: [...(defaultSchema.tagNames ?? []), 'caption'],
  ancestors: { ...defaultSchema.ancestors, caption: ['table'] },
  // Only site paths (no scheme), https, mailto and tel survive; the policy (link-rules.ts) narrows them further.
  protocols: { ...defaultSchema.protocols, href: ['https', 'mailto', 'tel'], src: ['https'] },
  // Raw HTML never reaches the tree, so the only ids are the footnotes' (already prefixed by
  // remark-rehype) and the headings' (added after); prefixing again would break the footnote links.
  clobber: [],
};

function processor(facts: ContentFacts) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { footnoteLabel: 'Notes', footnoteBackLabel: 'Back to the text' })
    .use(rehypeContentFacts, facts)
    .use(rehypeSanitize, schema)
    .use(rehypeContentPolicy)
    .use(rehypeStringify);
}

/** The HTML of a content body, safe to put into the page as it is. */
export function renderContentBody(markdown: string, facts: ContentFacts): string {
  return String(processor(facts).processSync(markdown));
}
