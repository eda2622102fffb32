import { useRef } from "react";

import type { SectionProps } from "./types";

/** Spec §9 "Share menu close delay: 250 ms". */
const closeDelayMs = 250;

const networks = [
  { name: "WhatsApp", href: (url: string) => `https://wa.me/?text=${encodeURIComponent(url)}` },
  {
    name: "Facebook",
    href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  { name: "X", href: (url: string) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}` },
];

/**
 * Spec §2.16 "Share menu" and §4.4: share links carrying the page URL, each in a new tab. A native
 * disclosure, so a click or tap opens it without JavaScript; with it, it also opens on hover and
 * closes 250 ms after the pointer leaves.
 */
export function ShareMenu({ section }: SectionProps<"shareMenu">) {
  return <ShareDisclosure label={section.label} pageUrl={section.pageUrl} />;
}

/** The disclosure itself, also the PDP title block's share menu (products-and-buying §2.4). */
export function ShareDisclosure({ label, pageUrl }: { label: string; pageUrl: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const closing = useRef<ReturnType<typeof setTimeout>>();
  const open = () => {
    clearTimeout(closing.current);
    if (menu.current) menu.current.open = true;
  };
  const close = () => {
    closing.current = setTimeout(() => menu.current && (menu.current.open = false), closeDelayMs);
  };
  return (
    <details ref={menu} className="share-menu" onMouseEnter={open} onMouseLeave={close}>
      <summary className="share-menu__toggle">{label}</summary>
      <ul className="share-menu__list">
        {networks.map((network) => (
          <li key={network.name}>
            <a href={network.href(pageUrl)} target="_blank" rel="noopener noreferrer">
              {network.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
