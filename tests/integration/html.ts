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

/**
 * How many elements of a page's markup a selector matches. Asking for a class name as a substring
 * also finds it in the inline critical CSS (decision 082), so tests ask for elements instead.
 */
export async function elementsMatching(html: string, selector: string): Promise<number> {
  return (await texts(new Response(html), selector)).length;
}
