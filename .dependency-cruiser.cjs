// The layer rule of README "Layout" (decision 067), checked by `npm test`'s lint stage:
// routes → features (use cases) → ports (the only I/O) → domain (pure). Type-only imports count:
// a cycle of types is still a cycle for whoever reads the code.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "Modules form a tree a newcomer can read from the routes down.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "routes-are-entries",
      comment: "Only Remix loads route modules; shared code lives in features, components or http.",
      severity: "error",
      from: {},
      to: { path: "^app/(routes/|root\\.tsx)" },
    },
    {
      name: "routes-go-through-features",
      comment: "A route parses the request, calls its feature and renders; it does no I/O of its own.",
      severity: "error",
      from: { path: "^app/(routes/|root\\.tsx)" },
      to: { path: "^app/ports/" },
    },
    {
      name: "components-render",
      comment: "Components render what they are given; no I/O and no request handling.",
      severity: "error",
      from: { path: "^app/components/" },
      to: { path: "^app/(ports/|http/.*\\.server)" },
    },
    {
      name: "components-take-only-types-from-features",
      comment: "A page's data type is exported by its feature loader; the code stays on the server.",
      severity: "error",
      from: { path: "^app/components/" },
      to: { path: "^app/features/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "features-below-routes",
      comment: "Use cases know nothing of the pages that call them.",
      severity: "error",
      from: { path: "^app/features/" },
      to: { path: "^app/components/" },
    },
    {
      name: "ports-below-features",
      comment: "A port wraps one store; combining stores is a feature's job.",
      severity: "error",
      from: { path: "^app/ports/" },
      to: { path: "^app/(components|features|http)/" },
    },
    {
      name: "http-below-features",
      comment: "Request-level mechanisms (CSP, redirects, respondTo) serve routes and features alike.",
      severity: "error",
      from: { path: "^app/http/" },
      to: { path: "^app/(components|features)/" },
    },
    {
      name: "the-pipeline-is-the-top",
      comment: "app/server is the Worker's request pipeline (decision 107): only the Worker entry starts it.",
      severity: "error",
      from: { pathNot: "^(app/server/|workers/storefront\\.ts)" },
      to: { path: "^app/server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "the-pipeline-renders-through-remix",
      comment: "The pipeline hands pages to Remix's request handler; it never imports a route or a component.",
      severity: "error",
      from: { path: "^app/server/" },
      to: { path: "^app/(routes/|root\\.tsx|components/)" },
    },
    {
      name: "workers-start-the-pipeline",
      comment: "The Worker entry starts the request pipeline; the rest of the app is the pipeline's to reach.",
      severity: "error",
      from: { path: "^workers/" },
      to: { path: "^app/", pathNot: "^app/server/storefront\\.server\\.ts$" },
    },
    {
      name: "content-is-the-ground",
      comment: "content holds the KV documents' schemas; the spec's rules in domain read them, never the reverse.",
      severity: "error",
      from: { path: "^app/content/" },
      to: { path: "^app/domain/" },
    },
    {
      name: "pure-layers",
      comment:
        "domain (spec rules), content (document schemas) and forms (form schemas and copy) do no I/O and know no page.",
      severity: "error",
      from: { path: "^app/(domain|content|forms)/" },
      to: { path: "^app/(components|features|ports|http)/" },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.wrangler)/" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts"] },
  },
};
