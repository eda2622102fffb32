/** React 18 does not know `fetchPriority`; the lowercase attribute reaches the HTML as is. */
export const highFetchPriority = { fetchpriority: "high" } as Record<string, string>;
