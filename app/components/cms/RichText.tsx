import type { RichTextLine } from "../../content/primitives";
import { richTextTag } from "../../domain/cms/presentation";

/** Lines of editor text, each in its own tag (h1–h6 or p, spec §5 "Rich text"). */
export function RichText({ lines, className }: { lines: readonly RichTextLine[]; className?: string }) {
  return lines.map((line, index) => {
    const Tag = richTextTag(line.tag);
    const style = {
      color: line.color,
      textAlign: line.align,
      fontWeight: line.bold ? 700 : undefined,
      "--font-size": line.fontSize ? `${line.fontSize}px` : undefined,
      "--font-size-mobile": line.fontSizeMobile ? `${line.fontSizeMobile}px` : undefined,
    } as React.CSSProperties;
    return (
      <Tag key={index} className={`rich-text${className ? ` ${className}` : ""}`} style={style}>
        {line.text}
      </Tag>
    );
  });
}
