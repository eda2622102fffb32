import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { fieldLimits } from "../../forms/field-limits";

type Props = {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
};

/** A labelled input with the server's error under it (Conform wires ids and aria attributes). */
export function Field({ field, label, type = "text", autoComplete, inputMode }: Props) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input {...getInputProps(field, { type })} key={field.key} autoComplete={autoComplete} inputMode={inputMode} />
      {field.errors ? (
        <p className="field-error" id={field.errorId} role="alert">
          {field.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

/** Form-level errors (the generic login message, a rate limit). */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p className="field-error" id={id} role="alert">
      {errors[0]}
    </p>
  );
}

export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        No completar este campo
        <input name="website" tabIndex={-1} autoComplete="off" maxLength={fieldLimits.website} />
      </label>
    </div>
  );
}
