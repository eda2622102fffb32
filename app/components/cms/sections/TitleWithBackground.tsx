import type { SectionProps } from "./types";

/** Spec §2.16 "Title with background". */
export function TitleWithBackground({ section }: SectionProps<"titleWithBackground">) {
  const Title = section.tag;
  const style = {
    background: section.background,
    color: section.textColor,
    textAlign: section.align,
    backgroundImage: section.backgroundImage ? `url("${section.backgroundImage.src}")` : undefined,
  } as React.CSSProperties;
  return (
    <div className="title-band" style={style}>
      <Title>{section.title}</Title>
      {section.subtitle ? <p>{section.subtitle}</p> : null}
    </div>
  );
}
