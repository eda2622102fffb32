// The form kit's wiring (WCAG 3.3.1 "Error Identification"): an error is named by the control's
// aria-describedby and the control is aria-invalid only while it has one, under the id Conform's own
// props point to (`${id}-error`), so no form leaves a reference dangling.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { CheckboxField, ErrorList, Field, SelectField, TextareaField } from "./forms";

describe("ErrorList", () => {
  it.each([
    ["no errors", undefined, ""],
    ["an empty list", [], ""],
    ["only blanks", [null, ""], ""],
    [
      "the first of several",
      ["Completá este dato.", "Otro"],
      '<p class="field-error" id="e" role="alert">Completá este dato.</p>',
    ],
  ])("%s", (_, errors, html) => {
    expect(renderToStaticMarkup(<ErrorList id="e" errors={errors} />)).toBe(html);
  });
});

describe("Field", () => {
  it("without errors: a label for the input, no aria-invalid, no aria-describedby", () => {
    const html = renderToStaticMarkup(
      <Field
        labelProps={{ children: "Email" }}
        inputProps={{ id: "login-email", name: "email", type: "email", autoComplete: "email" }}
      />,
    );
    expect(html).toBe(
      '<div class="field"><label for="login-email">Email</label><input id="login-email" name="email" type="email" autoComplete="email"/></div>',
    );
  });

  it("with errors: the input points to the first, shown under it", () => {
    const html = renderToStaticMarkup(
      <Field
        labelProps={{ children: "Email" }}
        inputProps={{ id: "login-email", name: "email" }}
        errors={["Ingresá un email válido."]}
      />,
    );
    expect(html).toBe(
      '<div class="field"><label for="login-email">Email</label><input id="login-email" aria-invalid="true" aria-describedby="login-email-error" name="email"/>' +
        '<p class="field-error" id="login-email-error" role="alert">Ingresá un email válido.</p></div>',
    );
  });

  it("passes the wrapper's class and the label's attributes through", () => {
    const html = renderToStaticMarkup(
      <Field
        className="popup__field"
        labelProps={{ className: "visually-hidden", children: "Nombre" }}
        inputProps={{ id: "n", placeholder: "Nombre" }}
      />,
    );
    expect(html).toBe(
      '<div class="popup__field"><label for="n" class="visually-hidden">Nombre</label><input id="n" placeholder="Nombre"/></div>',
    );
  });

  it("without an id, still labels the input", () => {
    const html = renderToStaticMarkup(
      <Field labelProps={{ children: "Email" }} inputProps={{ name: "email" }} errors={["Mal"]} />,
    );
    const id = /<input id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}">`);
    expect(html).toContain(`aria-describedby="${id}-error"`);
  });
});

describe("the other controls wire their errors the same way", () => {
  it.each([
    [
      "textarea",
      <TextareaField
        key="t"
        labelProps={{ children: "Motivo" }}
        textareaProps={{ id: "w-reason" }}
        errors={["Completá este dato."]}
      />,
      "<textarea",
      "w-reason",
    ],
    [
      "select",
      <SelectField
        key="s"
        labelProps={{ children: "Tienda" }}
        selectProps={{ id: "o-store" }}
        errors={["Elegí una tienda."]}
      />,
      "<select",
      "o-store",
    ],
    [
      "checkbox",
      <CheckboxField
        key="c"
        labelProps={{ children: "Acepto" }}
        inputProps={{ id: "p-terms", name: "terms" }}
        errors={["Aceptá"]}
      />,
      '<input type="checkbox"',
      "p-terms",
    ],
  ])("%s", (_, element, control, id) => {
    const html = renderToStaticMarkup(element);
    expect(html).toContain(`${control} id="${id}" aria-invalid="true" aria-describedby="${id}-error"`);
    expect(html).toContain(`<p class="field-error" id="${id}-error" role="alert">`);
  });

  it("a checkbox sits inside its label, before the label's text", () => {
    const html = renderToStaticMarkup(
      <CheckboxField
        labelProps={{ className: "popup__terms", children: "Acepto" }}
        inputProps={{ id: "p-terms", name: "terms", value: "on" }}
      />,
    );
    expect(html).toBe(
      '<label class="popup__terms"><input type="checkbox" id="p-terms" name="terms" value="on"/>Acepto</label>',
    );
  });
});
