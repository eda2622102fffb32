import { Tile } from "../Tile";
import type { SectionProps } from "./types";

/** Spec §2.16 "Quick link tiles: image plus text linking to a URL". */
export function QuickLinkTiles({ section }: SectionProps<"quickLinkTiles">) {
  return (
    <div className="quick-link-tiles">
      {section.title ? <h2 className="cms-title">{section.title}</h2> : null}
      <ul className="tiles">
        {section.tiles.map((tile) => (
          <li key={tile.link}>
            <Tile {...tile} />
          </li>
        ))}
      </ul>
    </div>
  );
}
