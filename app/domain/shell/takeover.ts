// Spec storefront-shell §4.5 "Takeover (event) buttons: the active button is stored in the session
// with a timestamp. If none is stored, the button with buttonID 1 becomes active, or else the first
// button." A button becomes the stored one when the shopper lands on its link.

type Button = { buttonID: string; buttonHref: string };
const pathOf = (href: string) => (href.startsWith("/") ? href.split(/[?#]/)[0]!.replace(/\/+$/, "") || "/" : null);

/** The active button's id, and whether the session should now remember it. */
export function activeTakeoverButton(
  buttons: readonly Button[],
  stored: string | null,
  path: string,
): { id: string | null; remember: boolean } {
  const here = path.replace(/\/+$/, "") || "/";
  const landed = buttons.find((button) => pathOf(button.buttonHref) === here);
  if (landed) return { id: landed.buttonID, remember: landed.buttonID !== stored };
  if (stored && buttons.some((button) => button.buttonID === stored)) return { id: stored, remember: false };
  return { id: (buttons.find((button) => button.buttonID === "1") ?? buttons[0])?.buttonID ?? null, remember: false };
}
