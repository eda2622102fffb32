import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

import { track } from "../analytics/data-layer";
import { closeDrawers, openDrawer } from "./drawer-state";

/**
 * What JavaScript adds to the shell, all of it optional (every piece works without it):
 * - drawers open in place instead of through the URL hash (or, for a link marked data-drawer, its page), with focus moved in and back, Escape
 *   and the backdrop to close, one at a time (spec §2.6, §4.5); the region popover closes on
 *   Escape or a click outside it (§2.9);
 * - the back-to-top button shows after half a viewport of scrolling (§2.8), never over the PDP's chips;
 * - takeover buttons hide on the mobile home once the page is scrolled past half its height (§2.3);
 * - the analytics events of §7: search, select_item, view_item_list, view_promotion and
 *   select_promotion.
 */
export function ShellBehaviour({ analyticsToggle }: { analyticsToggle: "on" | "off" }) {
  useEffect(() => {
    let opener: HTMLElement | null = null;
    const closeAll = () => {
      if (closeDrawers()) opener?.focus();
    };
    const open = (drawer: HTMLElement, from: HTMLElement) => {
      closeAll();
      opener = from;
      openDrawer(drawer);
    };

    const onClick = (event: MouseEvent) => {
      // The region popover, opened by itself on load, closes on a click anywhere else.
      const region = document.querySelector<HTMLDetailsElement>("details.region[open]");
      if (region && !region.contains(event.target as Node)) region.open = false;
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[href^='#'], a[data-drawer]");
      if (link?.hasAttribute("data-drawer-close")) {
        event.preventDefault();
        return closeAll();
      }
      const target = link ? document.getElementById(link.dataset.drawer ?? link.getAttribute("href")!.slice(1)) : null;
      if (link && target?.classList.contains("drawer")) {
        event.preventDefault();
        open(target, link);
      }
      const promotion = (event.target as Element | null)?.closest<HTMLElement>("[data-promotion]");
      if (promotion) track("select_promotion", { promotion_name: promotion.dataset.promotion }, analyticsToggle);
      const card = (event.target as Element | null)?.closest("a.product-card__link")?.closest("article.product-card");
      if (card) track("select_item", { item_list_name: listName(card), items: [itemOf(card)] }, analyticsToggle);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      closeAll();
      document.querySelector<HTMLDetailsElement>("details.region[open]")?.removeAttribute("open");
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (form.dataset.analytics === "search")
        track("search", { search_term: String(new FormData(form).get("q") ?? "") }, analyticsToggle);
    };
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const root = document.documentElement;
        root.classList.toggle("scrolled-half-viewport", window.scrollY > window.innerHeight / 2);
        root.classList.toggle("scrolled-half-page", window.scrollY > root.scrollHeight / 2);
      });
    };
    // On window, capturing: React stops a click, key or submit at the document while the piece it
    // lands in still waits for its code (decision 081), and the shell must see it all the same.
    window.addEventListener("click", onClick, true);
    window.addEventListener("keydown", onKey, true);
    window.addEventListener("submit", onSubmit, true);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("keydown", onKey, true);
      window.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("scroll", onScroll);
    };
  }, [analyticsToggle]);

  const { pathname } = useLocation();
  // §2.8's back-to-top floats over the page: it steps aside while a control marked data-keep-clear
  // (the PDP's size and colour chips, the SKU matrix) is on screen, so it never covers one.
  useEffect(() => {
    const controls = document.querySelectorAll("[data-keep-clear]");
    if (controls.length === 0) return;
    const onScreen = new Set<Element>();
    const watch = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
      document.documentElement.classList.toggle("controls-on-screen", onScreen.size > 0);
    });
    controls.forEach((control) => watch.observe(control));
    return () => {
      watch.disconnect();
      document.documentElement.classList.remove("controls-on-screen");
    };
  }, [pathname]);

  // view_promotion and view_item_list once per promotion or list and page view, when first seen.
  useEffect(() => {
    const seen = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        seen.unobserve(entry.target);
        const element = entry.target as HTMLElement;
        if (element.dataset.promotion)
          track("view_promotion", { promotion_name: element.dataset.promotion }, analyticsToggle);
        else
          track(
            "view_item_list",
            {
              item_list_name: listName(element),
              items: [...element.querySelectorAll("article.product-card")].map(itemOf),
            },
            analyticsToggle,
          );
      }
    });
    document.querySelectorAll("[data-promotion], section.product-shelf").forEach((element) => seen.observe(element));
    return () => seen.disconnect();
  }, [analyticsToggle, pathname]);
  return null;
}

/** A shelf's title, or a listing page's (its grid carries data-item-list). */
const listName = (element: Element) =>
  element.closest("section.product-shelf")?.getAttribute("aria-label") ??
  element.closest("[data-item-list]")?.getAttribute("data-item-list") ??
  undefined;
const itemOf = (card: Element) => ({
  item_name: card.querySelector(".product-card__name")?.textContent ?? "",
  item_brand: card.querySelector(".product-card__brand")?.textContent ?? "",
});
