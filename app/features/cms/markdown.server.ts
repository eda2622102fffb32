import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

// Markdown from the CMS (terms, FAQ, infocards, HR page) becomes HTML here, on the server only, so
// none of these libraries reach the browser (decision 013). rehype-sanitize's default (GitHub's)
// schema drops raw HTML, scripts, event handlers and `javascript:` links.
const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeSanitize).use(rehypeStringify).freeze();

export function markdownToHtml(markdown: string): string {
  return String(processor.processSync(markdown));
}
