import { useEffect, type RefObject } from "react";

// Inline validation where it is cheap (JavaScript only): a field whose schema has one pattern
// (colours, links, site paths, slugs …) is checked when the person leaves it, with the schema's
// own expression and message, shown where the server's error would be. The server still checks
// everything on every post; this only says it sooner.

export function useInlineChecks(root: RefObject<HTMLElement>) {
  useEffect(() => {
    const container = root.current;
    if (!container) return;
    const onChange = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.dataset.pattern === undefined) return;
      const value = "trim" in input.dataset ? input.value.trim() : input.value;
      const fits = value === "" || new RegExp(input.dataset.pattern, input.dataset.patternFlags).test(value);
      show(input, fits ? null : (input.dataset.patternMessage ?? ""));
    };
    container.addEventListener("change", onChange);
    return () => container.removeEventListener("change", onChange);
  });
}

/** Puts a message in the field's error line (the one the form kit points to), or takes it away. */
function show(input: HTMLInputElement, message: string | null) {
  const id = `${input.id}-error`;
  let line = document.getElementById(id);
  const described = new Set((input.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean));
  if (message === null) {
    if (line?.dataset.inline !== undefined) line.remove();
    if (line?.dataset.inline !== undefined || !line) {
      described.delete(id);
      input.removeAttribute("aria-invalid");
    }
  } else {
    if (!line) {
      line = document.createElement("p");
      line.id = id;
      line.className = "field-error";
      line.setAttribute("role", "alert");
      line.dataset.inline = "";
      input.insertAdjacentElement("afterend", line);
    }
    line.textContent = message;
    described.add(id);
    input.setAttribute("aria-invalid", "true");
  }
  if (described.size) input.setAttribute("aria-describedby", [...described].join(" "));
  else input.removeAttribute("aria-describedby");
}
