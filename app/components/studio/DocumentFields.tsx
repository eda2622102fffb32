import { useRef } from "react";

import { sectionTypeField, type EditorItem, type EditorList, type EditorNode } from "../../domain/studio/editor-tree";
import type { DocumentEditorView } from "../../features/studio/document-form.server";
import { ErrorList } from "../forms";
import { FieldControl } from "./FieldControl";
import { useDragToReorder } from "./use-drag-to-reorder";
import { useInlineChecks } from "./use-inline-checks";

// The fields of one document (decision 073), inside the page's own <form method="post"
// encType="multipart/form-data">: names in Conform's syntax, list buttons that are plain submit
// buttons (`__intent__`), so adding, removing, duplicating and moving work without JavaScript.
// With it, items can also be dragged (the drop posts the same reorder intent) and fields with a
// pattern are checked as the person leaves them.

/** Conform's intent field, which every list button posts. */
const INTENT = "__intent__";

/** Image types an upload accepts; the server sniffs the bytes again. */
const imageTypes = "image/png,image/jpeg,image/webp,image/avif";

/**
 * Each view the server sends is drawn afresh: the inputs are uncontrolled, and one the person typed
 * in would otherwise keep its text when a move gives its place to another item.
 */
const drawings = new WeakMap<DocumentEditorView, number>();
let drawn = 0;
const drawingOf = (view: DocumentEditorView) => drawings.get(view) ?? (drawings.set(view, ++drawn), drawn);

export function DocumentFields({ view }: { view: DocumentEditorView }) {
  const root = useRef<HTMLDivElement>(null);
  useDragToReorder(root);
  useInlineChecks(root);
  const { tree } = view;
  return (
    <div className="studio-fields" ref={root} key={drawingOf(view)}>
      {/* Enter in a field presses the form's first submit button (HTML's implicit submission), which
          would otherwise be the first 'Bajar' or 'Quitar'; a disabled first button makes Enter do nothing. */}
      <button type="submit" disabled hidden aria-hidden="true" tabIndex={-1} />
      <ErrorList id={errorId(tree)} errors={view.errors[tree.name]} />
      {tree.kind === "group" && tree.name === "" ? (
        tree.children.map((child) => <Node key={key(child)} node={child} view={view} />)
      ) : (
        <Node node={tree} view={view} />
      )}
    </div>
  );
}

const key = (node: EditorNode) => (node.kind === "hidden" ? `h:${node.name}` : node.name);
const errorId = (node: EditorNode) => (node.kind === "hidden" ? undefined : `${node.id}-error`);

function Node({ node, view }: { node: EditorNode; view: DocumentEditorView }) {
  if (node.kind === "group") {
    const errors = view.errors[node.name];
    const described = errors?.length ? `${node.id}-error` : undefined;
    return (
      <fieldset
        className={node.image ? "studio-group studio-group--image" : "studio-group"}
        id={node.id}
        aria-describedby={described}
      >
        <legend>{node.label}</legend>
        <ErrorList id={described} errors={errors} />
        {node.children.map((child) => (
          <Node key={key(child)} node={child} view={view} />
        ))}
        {node.image ? (
          <Upload name={`${node.name}.upload`} id={`${node.id}-upload`} errors={view.errors[`${node.name}.upload`]} />
        ) : null}
      </fieldset>
    );
  }
  if (node.kind === "list") return <List list={node} view={view} />;
  return <FieldControl control={node} errors={view.errors[node.name]} preview={view.previews[node.name]} />;
}

/** An image's file input; a refused file (too big, not an image) is named under it. */
function Upload({ name, id, errors }: { name: string; id: string; errors: string[] | undefined }) {
  const described = errors?.length ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>Subir una imagen nueva (PNG, JPEG, WebP o AVIF)</label>
      <input
        type="file"
        id={id}
        name={name}
        accept={imageTypes}
        aria-invalid={described ? true : undefined}
        aria-describedby={described}
      />
      <ErrorList id={described} errors={errors} />
    </div>
  );
}

function List({ list, view }: { list: EditorList; view: DocumentEditorView }) {
  const errors = view.errors[list.name];
  const described = errors?.length ? `${list.id}-error` : undefined;
  return (
    <fieldset className="studio-list" id={list.id} aria-describedby={described}>
      <legend>{list.label}</legend>
      <ErrorList id={described} errors={errors} />
      {list.items.length ? (
        <ol className="studio-list__items" data-studio-list={list.name}>
          {list.items.map((item, index) => (
            <Item key={item.name} item={item} index={index} view={view} />
          ))}
        </ol>
      ) : (
        <p className="studio-list__empty">Sin elementos.</p>
      )}
      <div className="studio-list__add">
        {list.sectionTypes ? (
          <div className="field">
            <label htmlFor={`${list.id}-type`}>Tipo de la nueva sección</label>
            <select id={`${list.id}-type`} name={sectionTypeField(list.name)}>
              {list.sectionTypes.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit" className="button button--outline" name={INTENT} value={list.add} formNoValidate>
          {list.sectionTypes ? "Agregar sección" : "Agregar elemento"}
          <span className="visually-hidden"> en {list.label}</span>
        </button>
      </div>
    </fieldset>
  );
}

function Item({ item, index, view }: { item: EditorItem; index: number; view: DocumentEditorView }) {
  const buttons: [string, string | undefined][] = [
    ["Subir", item.intents.up],
    ["Bajar", item.intents.down],
    ["Duplicar", item.intents.duplicate],
    ["Quitar", item.intents.remove],
  ];
  return (
    <li className="studio-list__item" data-studio-index={index}>
      <Node node={item.node} view={view} />
      <div className="studio-list__buttons">
        {buttons.map(([label, intent]) =>
          intent ? (
            <button
              key={label}
              type="submit"
              className="button button--outline studio-list__button"
              name={INTENT}
              value={intent}
              formNoValidate
            >
              {label}
              <span className="visually-hidden"> {item.label}</span>
            </button>
          ) : null,
        )}
      </div>
    </li>
  );
}
