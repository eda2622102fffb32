// React publishes `react-dom/server.node` (its package's exports) without a declaration of its own:
// it is the Node build of `react-dom/server`.
declare module "react-dom/server.node" {
  export { renderToPipeableStream } from "react-dom/server";
}
