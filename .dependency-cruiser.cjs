// Layer rules of the project (DEVELOPERS.md), checked on every `npm test`.
/**
 * The modules a web feature offers the others (its public API); anything else in a feature folder is
 * its own. Composing several features is a page's job (src/web/pages).
 */
const FEATURE_API = [
  "auth/auth-context",
  "auth/auth-dialog-context",
  "auth/auth-api",
  "auth/password-fields",
  "auth/password-reset-api",
  "profile/allergy-fields",
  "profile/excluded-foods-field",
  "profile/profile-wizard",
  "profile/wizard-values",
  "plan/plan-queries",
  "plan/plan-viewer",
  "plan/goal-picker",
  "plan/refusal-explanation",
  "plan/download-pdf-button",
  "marketing/landing-page",
  "marketing/not-found-page",
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "Import cycles make modules load half-initialised.",
      from: {},
      to: { circular: true },
    },
    {
      name: "web-not-server",
      severity: "error",
      comment: "The web never imports the server (nor the planner: it talks to the API).",
      from: { path: "^src/web/" },
      to: { path: "^src/(server|planner)/" },
    },
    {
      name: "planner-only-shared",
      severity: "error",
      comment:
        "The engine is pure: it imports only src/shared, itself and its library's content files (as text), and no Node built-ins (no I/O).",
      from: { path: "^src/planner/" },
      to: {
        pathNot: "^(src/planner/|src/shared/|node_modules/|content/library/.+[.](csv|yaml)$)",
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "planner-no-io",
      severity: "error",
      comment: "No Node built-in anywhere in the engine or its data, tests included: plans are pure.",
      from: { path: "^src/planner/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "tools-through-planner-index",
      severity: "error",
      comment:
        "Benches and scripts reach the engine only through src/planner/index.ts, so they measure what the server runs and the engine's folders can move without breaking them (issue 22); the index exports what tools need.",
      from: { path: "^(bench|scripts)/" },
      to: { path: "^src/planner/", pathNot: "^src/planner/index[.]ts$" },
    },
    {
      name: "shared-imports-nothing-of-ours",
      severity: "error",
      comment: "src/shared holds schemas and constants both sides use; it depends on no other layer.",
      from: { path: "^src/shared/" },
      to: { path: "^(src/(web|server|planner)|content)/" },
    },
    {
      name: "content-only-shared",
      severity: "error",
      from: { path: "^content/" },
      to: { path: "^src/(web|server|planner)/" },
    },
    {
      name: "features-apart",
      severity: "error",
      comment:
        "A web feature reaches another only through that feature's listed public modules (FEATURE_API); pages that compose features live in src/web/pages.",
      from: { path: "^src/web/features/([^/]+)/" },
      to: {
        path: "^src/web/features/",
        pathNot: ["^src/web/features/$1/", `^src/web/features/(${FEATURE_API.join("|")})[.]tsx?$`],
      },
    },
    {
      name: "pages-not-imported-by-features",
      severity: "error",
      comment: "Pages sit above features: a feature never imports a page.",
      from: { path: "^src/web/features/" },
      to: { path: "^src/web/pages/" },
    },
    {
      name: "server-not-web",
      severity: "error",
      from: { path: "^src/server/" },
      to: { path: "^src/web/" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // ^data/ is the embedded database folder; src/planner/data/ (the food table) is checked like any code.
    exclude: { path: "(^|/)(dist|node_modules)/|^data/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
