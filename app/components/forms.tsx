// The store's one form kit, in Epic Stack's shape: each control takes its label's and its own
// attributes as given (Conform's getInputProps and the like, plus autoComplete, inputMode …), and
// wires the error under it: `${id}-error`, the id Conform's aria-describedby already points to.
import {
  useId,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

import { fieldLimits } from "../forms/field-limits";

export type ListOfErrors = readonly (string | null | undefined)[] | null | undefined;

type LabelProps = LabelHTMLAttributes<HTMLLabelElement>;

/** A field's or a form's errors, shown one at a time: the first is the one to fix. */
export function ErrorList({ id, errors }: { id?: string | undefined; errors?: ListOfErrors }) {
  const first = errors?.find(Boolean);
  if (!first) return null;
  return (
    <p className="field-error" id={id} role="alert">
      {first}
    </p>
  );
}

/** The control's id (the one given, or a generated one) and its error's id, only when it has errors. */
function useControlIds(given: string | undefined, errors: ListOfErrors) {
  const fallback = useId();
  const id = given ?? fallback;
  return { id, errorId: errors?.some(Boolean) ? `${id}-error` : undefined };
}

/** A labelled input with its error under it. */
export function Field({
  labelProps,
  inputProps,
  errors,
  className = "field",
}: {
  labelProps: LabelProps;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  errors?: ListOfErrors;
  className?: string;
}) {
  const { id, errorId } = useControlIds(inputProps.id, errors);
  return (
    <div className={className}>
      <label htmlFor={id} {...labelProps} />
      <input id={id} aria-invalid={errorId ? true : undefined} aria-describedby={errorId} {...inputProps} />
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function TextareaField({
  labelProps,
  textareaProps,
  errors,
  className = "field",
}: {
  labelProps: LabelProps;
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement>;
  errors?: ListOfErrors;
  className?: string;
}) {
  const { id, errorId } = useControlIds(textareaProps.id, errors);
  return (
    <div className={className}>
      <label htmlFor={id} {...labelProps} />
      <textarea id={id} aria-invalid={errorId ? true : undefined} aria-describedby={errorId} {...textareaProps} />
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** A labelled select; its options are the children. */
export function SelectField({
  labelProps,
  selectProps,
  errors,
  className = "field",
}: {
  labelProps: LabelProps;
  selectProps: SelectHTMLAttributes<HTMLSelectElement>;
  errors?: ListOfErrors;
  className?: string;
}) {
  const { id, errorId } = useControlIds(selectProps.id, errors);
  return (
    <div className={className}>
      <label htmlFor={id} {...labelProps} />
      <select id={id} aria-invalid={errorId ? true : undefined} aria-describedby={errorId} {...selectProps} />
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** A checkbox inside its label (the label's children follow the box), its error after the label. */
export function CheckboxField({
  labelProps,
  inputProps,
  errors,
}: {
  labelProps: LabelProps;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  errors?: ListOfErrors;
}) {
  const { id, errorId } = useControlIds(inputProps.id, errors);
  const { children, ...label } = labelProps;
  return (
    <>
      <label {...label}>
        <input
          type="checkbox"
          id={id}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          {...inputProps}
        />
        {children}
      </label>
      <ErrorList id={errorId} errors={errors} />
    </>
  );
}

/** The asterisk after a required field's label: for the eye only, the label's text stays its name. */
export function RequiredMark() {
  return <span aria-hidden="true"> *</span>;
}

/** The field bots fill and people never see: its limit is 0, so the schemas refuse a post that fills it. */
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
