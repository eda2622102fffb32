/** A document's editor: /studio/documentos/content%3Ahome (apart from paths.ts, which the store's root loads). */
export const editorPath = (key: string) => `/studio/documentos/${encodeURIComponent(key)}`;
