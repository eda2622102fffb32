// The HTML popover attributes (declarative: they work without JavaScript). React 18's types do not
// know them yet, and React passes lowercase attributes through as they are.

export const popover = (id: string) => ({ id, popover: "auto" }) as Record<string, string>;

export const popoverTarget = (id: string, action: "toggle" | "hide" = "toggle") =>
  (action === "toggle" ? { popovertarget: id } : { popovertarget: id, popovertargetaction: action }) as Record<
    string,
    string
  >;
