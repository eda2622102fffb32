import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".wrangler/",
      "node_modules/",
      "bench-results/",
      "test-results/",
      "playwright-report/",
      ".seed/",
      "worker-configuration.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A fetcher posts through FetcherForm, which prints the same form without fetcher.Form's hooks (decision 097).
    files: ["app/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement > JSXMemberExpression[property.name='Form']",
          message: "Use FetcherForm (app/components/ui/FetcherForm.tsx): the same form without fetcher.Form's hooks.",
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.{js,mjs,ts}", "*.{js,ts}", "tests/**/*.ts"],
    languageOptions: { globals: globals.node },
  },
  {
    // Tool configs that must be CommonJS (dependency-cruiser's).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
  },
  {
    // Form schemas take `z` from app/forms/zod.ts, which sets the shoppers' Spanish error messages
    // (types alone set nothing, so `import type` from zod is allowed).
    files: ["app/forms/**/*.ts"],
    ignores: ["app/forms/zod.ts", "app/forms/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "zod", message: "Import z from ./zod: it sets the Spanish messages.", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
);
