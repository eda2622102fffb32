// The lite page's own pieces (decision 110), in a chunk no page downloads: a lite page runs no
// JavaScript, and a full page never renders them. The server renders them at once (lazyComponent).
export { LiteAlertBar } from "./LiteAlertBar";
export { LiteFooter } from "./LiteFooter";
export { LiteNote } from "./LiteNote";
