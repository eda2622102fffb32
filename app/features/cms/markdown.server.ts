import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

import { memo } from "../../ports/cache/memo";

// Markdown from the CMS (terms, FAQ, infocards, HR page) becomes HTML here, on the server only, so
// none of these libraries reach the browser (decision 013). rehype-sanitize's default (GitHub's)
// schema drops raw HTML, scripts, event handlers and `javascript:` links.
const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeSanitize).use(rehypeStringify).freeze();

/**
 * The same published text is rendered on every page view that shows it: each isolate holds the HTML
 * of the texts it rendered last (a CMS page's clauses cost ~12 % of its render, decision 083).
 */
const rendered = memo<string>({ limit: 500 });

export const markdownToHtml = (markdown: string): string =>
  rendered(markdown, () => String(processor.processSync(markdown)));
