import { Link } from "@remix-run/react";
import type { z } from "zod";
import type { HeroSectionSchema } from "../../content/home";
import { highFetchPriority } from "../ui/fetch-priority";

/** The hero is the LCP element of the home page: never lazy, high fetch priority. */
export function HeroSection({ section }: { section: z.infer<typeof HeroSectionSchema> }) {
  return (
    <section className="hero">
      <img
        className="hero__image"
        src={section.image.src}
        alt={section.image.alt}
        width={section.image.width}
        height={section.image.height}
        {...highFetchPriority}
        decoding="async"
      />
      <div className="hero__text">
        <h1>{section.title}</h1>
        {section.subtitle ? <p>{section.subtitle}</p> : null}
        {section.link ? (
          <Link className="button" to={section.link.url}>
            {section.link.text}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
