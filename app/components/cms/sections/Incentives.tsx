import { lowFetchPriority } from "../../ui/fetch-priority";
import type { SectionProps } from "./types";

/** Icon, title and two lines each (spec §3.5 Incentive; icons 32×32). */
export function Incentives({ section }: SectionProps<"incentives">) {
  return (
    <ul className="incentives">
      {section.items.map((item) => (
        <li key={item.title} className="incentives__item">
          <img
            src={item.icon.src}
            alt={item.alt}
            width={item.icon.width}
            height={item.icon.height}
            loading="lazy"
            decoding="async"
            {...lowFetchPriority}
          />
          <div>
            <p className="incentives__title">{item.title}</p>
            {item.firstLineText ? <p>{item.firstLineText}</p> : null}
            {item.secondLineText ? <p>{item.secondLineText}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
