/** HTML the server made from CMS markdown and sanitised (app/features/cms/markdown.server.ts). */
export function Markup({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`cms-markdown ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
