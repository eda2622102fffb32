import { Form, Link, useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";

import { formatPrice, shownPrice } from "../../domain/price";
import {
  parseSearchHistory,
  searchHistoryKey,
  searchPathFor,
  withSearch,
  type SearchHistoryEntry,
} from "../../domain/search/history";
import type { Suggestions } from "../../domain/search/query";
import { suggestionChosenEvents, type ChosenSuggestion } from "../../domain/search/suggestion-events";
import { withoutControlCharacters } from "../../domain/text";
import { track } from "../analytics/data-layer";
import { Icon } from "../ui/Icon";

/** Typing pauses this long before suggestions are asked for; a newer keystroke cancels the older load. */
const suggestionDelayMs = 200;

/** A history entry or a suggestion; `chosen` is what analytics report when a suggestion is picked. */
type Option = { id: string; href: string; term?: string; chosen?: ChosenSuggestion };

/**
 * Spec storefront-shell §2.12: a GET form to /s (all it is without JS), enhanced into an ARIA 1.2
 * combobox — suggestions as you type (at most 5 terms and 5 products), the 4 most recent searches
 * when empty, arrows and Enter to choose, Escape to close. "Choosing a search while already on /s
 * forces a full page load; from elsewhere the product navigates client-side."
 */
export function SearchBox({ placeholder }: { placeholder: string }) {
  const id = useId();
  const listId = `${id}-sugerencias`;
  const { pathname, search } = useLocation();
  const onSearchPage = pathname === "/s";
  const navigate = useNavigate();
  const suggestions = useFetcher<Suggestions>();
  // The term as typed, emoji and all; only control characters stay out of the page.
  const [typed, setTyped] = useState(() =>
    onSearchPage ? withoutControlCharacters(new URLSearchParams(search).get("q") ?? "") : "",
  );
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [history, setHistory] = useState<SearchHistoryEntry[]>([]);
  const box = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // This code arrives after the page's (decision 081): what was typed or focused before it, counts.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    if (field.value !== typed) setTyped(withoutControlCharacters(field.value));
    if (document.activeElement === field) {
      setHistory(parseSearchHistory(localStorage.getItem(searchHistoryKey)));
      setOpen(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the enhancement arrives
  }, []);

  useEffect(() => {
    if (typed.trim().length < 2) return;
    const timer = setTimeout(
      () => suggestions.load(`/api/sugerencias?${new URLSearchParams({ q: typed.trim() })}`),
      suggestionDelayMs,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `suggestions` is a new object every render
  }, [typed]);

  const remember = (term: string) => {
    const next = withSearch(parseSearchHistory(localStorage.getItem(searchHistoryKey)), {
      term,
      path: searchPathFor(term),
    });
    localStorage.setItem(searchHistoryKey, JSON.stringify(next));
    setHistory(next);
  };

  /**
   * An option chosen from the list: the form's submit (where the shell tracks 'search') is skipped,
   * so a suggestion sends its own events (§7), a recent search its 'search'.
   */
  const choose = (option: Option) => {
    if (option.term) remember(option.term);
    if (option.chosen)
      for (const { event, params } of suggestionChosenEvents(typed, option.chosen)) track(event, params, "on");
    else if (option.term) track("search", { search_term: option.term }, "on");
  };

  const go = (href: string) => {
    setOpen(false);
    if (onSearchPage && href.startsWith("/s?")) window.location.assign(href);
    else navigate(href);
  };

  const showsHistory = typed.trim().length < 2;
  const found = !showsHistory && suggestions.data ? suggestions.data : { terms: [], products: [] };
  const options: Option[] = showsHistory
    ? history.map((entry, i) => ({ id: `${id}-h${i}`, href: entry.path, term: entry.term }))
    : [
        ...found.terms.map((term, i) => {
          const href = searchPathFor(term);
          return { id: `${id}-t${i}`, href, term, chosen: { kind: "term", term, href, index: i } as const };
        }),
        ...found.products.map((product, i) => {
          const href = `/${product.slug}/p`;
          const index = found.terms.length + i;
          return {
            id: `${id}-p${i}`,
            href,
            chosen: { kind: "product", id: product.id, sku: product.sku, name: product.name, href, index } as const,
          };
        }),
      ];
  const expanded = open && options.length > 0;

  return (
    <Form
      ref={box}
      method="get"
      action="/s"
      role="search"
      className="site-search"
      data-analytics="search"
      reloadDocument={onSearchPage}
      onSubmit={(event) => {
        const term = String(new FormData(event.currentTarget).get("q") ?? "").trim();
        if (!term) return event.preventDefault();
        remember(term);
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-q`}>
        Buscar
      </label>
      <input
        ref={input}
        id={`${id}-q`}
        name="q"
        // A combobox is a text input (ARIA in HTML allows the role on type=text, not on type=search);
        // inputMode and enterKeyHint still give phones their search keyboard.
        type="text"
        inputMode="search"
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? options[active]?.id : undefined}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          setHistory(parseSearchHistory(localStorage.getItem(searchHistoryKey)));
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            // Handled only when it closed the list: an expandable header search then stays open.
            if (expanded) event.preventDefault();
            return setOpen(false);
          }
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
            // From the input (-1) through each option and back to the input.
            const next = active + (event.key === "ArrowDown" ? 1 : -1);
            setActive(next >= options.length ? -1 : next < -1 ? options.length - 1 : next);
            return;
          }
          const chosen = expanded ? options[active] : undefined;
          if (event.key === "Enter" && chosen) {
            event.preventDefault();
            choose(chosen);
            go(chosen.href);
          }
        }}
      />
      <button type="submit" aria-label="Buscar">
        <Icon name="search" />
      </button>
      <div
        id={listId}
        role="listbox"
        aria-label={showsHistory ? "Búsquedas recientes" : "Sugerencias"}
        className="search-suggestions"
        hidden={!expanded}
      >
        {options.map((option, i) => {
          const product = option.term === undefined ? found.products[i - found.terms.length] : undefined;
          return (
            <Link
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={i === active}
              to={option.href}
              reloadDocument={onSearchPage && option.href.startsWith("/s?")}
              tabIndex={-1}
              className={product ? "search-suggestions__product" : "search-suggestions__term"}
              onClick={() => {
                choose(option);
                setOpen(false);
              }}
            >
              {product ? (
                <>
                  {product.image ? <img src={product.image.url} alt="" width={48} height={48} loading="lazy" /> : null}
                  <span>
                    <span className="search-suggestions__name">{product.name}</span>
                    <span className="search-suggestions__price">
                      {formatPrice(shownPrice(product.offer.price, product.unitMultiplier))}
                    </span>
                  </span>
                </>
              ) : (
                option.term
              )}
            </Link>
          );
        })}
      </div>
    </Form>
  );
}
