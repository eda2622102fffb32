// Reads a page the way a test asks about it: the text of the elements a CSS selector matches.

/** The text of every element a selector matches. */
export async function texts(response: Response, selector: string): Promise<string[]> {
  const found: string[] = [];
  await new HTMLRewriter()
    .on(selector, {
      element: () => void found.push(""),
      text: (chunk) => void (found[found.length - 1] += chunk.text),
    })
    .transform(response)
    .arrayBuffer();
  return found.map((text) => text.replace(/\s+/g, " ").trim());
}
