import type { EditorControl } from "../../domain/studio/editor-tree";
import { CheckboxField, Field, RequiredMark, SelectField, TextareaField } from "../forms";

// One control of the document form, through the store's form kit (decision 069): a label, the
// control, and its error under it, described by it. Markdown shows its preview, rendered on the
// server by the store's sanitising pipeline and handed in as HTML.

const hints: Partial<Record<string, string>> = {
  numberOrText: "Un número (px) o un texto como 100%.",
  dateTime: "Hora de Buenos Aires.",
  href: "Una ruta del sitio (/…), #, ?, https://, mailto: o tel:.",
  assetPath: "Una ruta del sitio que empiece con /.",
  color: "#rrggbb, rgb(…) o un nombre de color CSS.",
  markdown: "Markdown: **negrita**, _cursiva_, [enlace](/ruta), listas con -.",
};

export function FieldControl({
  control,
  errors,
  preview,
}: {
  control: EditorControl;
  errors?: string[] | undefined;
  preview?: string | undefined;
}) {
  if (control.kind === "hidden") return <input type="hidden" name={control.name} value={control.value} />;
  const label = (
    <>
      {control.label}
      {"required" in control && control.required ? <RequiredMark /> : null}
    </>
  );
  if (control.kind === "checkbox") {
    return (
      <CheckboxField
        labelProps={{ children: control.label, className: "studio-checkbox" }}
        inputProps={{ id: control.id, name: control.name, defaultChecked: control.checked }}
        errors={errors}
      />
    );
  }
  if (control.kind === "select") {
    return (
      <SelectField
        labelProps={{ children: label }}
        selectProps={{
          id: control.id,
          name: control.name,
          defaultValue: control.value,
          children: control.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          )),
        }}
        errors={errors}
      />
    );
  }
  const hint = hints[control.widget];
  const hintId = hint ? `${control.id}-hint` : undefined;
  // The kit describes a control by its error; a hint joins it rather than replacing it.
  const describedBy =
    [errors?.some(Boolean) ? `${control.id}-error` : null, hintId].filter(Boolean).join(" ") || undefined;
  if (control.widget === "markdown" || control.widget === "longText") {
    return (
      <div className="studio-field">
        <TextareaField
          labelProps={{ children: label }}
          textareaProps={{
            id: control.id,
            name: control.name,
            defaultValue: control.value,
            rows: 6,
            "aria-describedby": describedBy,
          }}
          errors={errors}
        />
        {hint ? (
          <p className="studio-hint" id={hintId}>
            {hint}
          </p>
        ) : null}
        {preview ? (
          <section className="studio-preview" aria-label={`Vista previa de ${control.label}`}>
            <div dangerouslySetInnerHTML={{ __html: preview }} />
          </section>
        ) : null}
      </div>
    );
  }
  const seconds = control.widget === "dateTime" && /T\d\d:\d\d:\d\d/.test(control.value);
  const input = {
    id: control.id,
    name: control.name,
    defaultValue: control.value,
    ...(control.widget === "number"
      ? { type: "number", step: "any", inputMode: "decimal" as const }
      : control.widget === "dateTime"
        ? { type: "datetime-local", ...(seconds ? { step: 1 } : {}) }
        : {
            type: "text",
            ...(control.widget === "href" || control.widget === "url" ? { inputMode: "url" as const } : {}),
          }),
    "aria-describedby": describedBy,
    ...(control.pattern
      ? {
          "data-pattern": control.pattern.source,
          "data-pattern-flags": control.pattern.flags,
          "data-pattern-message": `${control.label}: ${control.pattern.message}`,
          ...(control.pattern.trim ? { "data-trim": "" } : {}),
        }
      : {}),
  };
  return (
    <div className="studio-field">
      <Field labelProps={{ children: label }} inputProps={input} errors={errors} />
      {control.widget === "color" && control.value ? (
        <span className="studio-swatch" aria-hidden="true" style={{ background: control.value }} />
      ) : null}
      {hint ? (
        <p className="studio-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
