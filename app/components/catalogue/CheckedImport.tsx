import { Form } from "@remix-run/react";
import { Fragment } from "react";

import type { ImportView, MoveView } from "../../features/catalogue/price-import.server";
import { ErrorList } from "../forms";

type Refusal = { message: string; field: "confirmBig" | null };

function Moves({ caption, moves }: { caption: string; moves: MoveView[] }) {
  if (moves.length === 0) return null;
  return (
    <table className="studio-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Línea</th>
          <th scope="col">SKU</th>
          <th scope="col">Nombre</th>
          <th scope="col">Columna</th>
          <th scope="col">Antes</th>
          <th scope="col">Después</th>
          <th scope="col">Cambio</th>
        </tr>
      </thead>
      <tbody>
        {moves.map((move) => (
          <tr key={`${move.line}-${move.column}`}>
            <td>{move.line}</td>
            <td>{move.sku}</td>
            <td>{move.name}</td>
            <td>{move.column}</td>
            <td>{move.from}</td>
            <td>{move.to}</td>
            <td>{move.change}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A checked import (the dry run's summary) and its confirm and discard forms, at its revision. */
export function CheckedImport({ checked, refusal }: { checked: ImportView; refusal: Refusal | null }) {
  const checkboxError = refusal?.field === "confirmBig" ? refusal.message : undefined;
  return (
    <section className="studio-panel" aria-labelledby="precios-prueba">
      <h2 id="precios-prueba">{`Importación ${checked.id}: «${checked.fileName}»`}</h2>
      <dl className="studio-facts">
        <dt>Estado</dt>
        <dd>{checked.state}</dd>
        <dt>Probada</dt>
        <dd>{checked.checked}</dd>
        {checked.applied ? (
          <>
            <dt>Aplicada</dt>
            <dd>{checked.applied}</dd>
          </>
        ) : null}
        {checked.facts.map((fact) => (
          <Fragment key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </Fragment>
        ))}
      </dl>
      {checked.lastError ? (
        <p className="field-error">El último intento de aplicarla falló y no cambió nada ({checked.lastError}).</p>
      ) : null}
      <Moves caption="Cambios grandes" moves={checked.big} />
      <Moves caption="Los cambios de precio más grandes" moves={checked.largest} />
      {checked.notFound.length > 0 ? (
        <>
          <h3>SKUs no encontrados (no se importan)</h3>
          <ul>
            {checked.notFound.map((line) => (
              <li key={line.line}>{`Línea ${line.line}: ${line.reference}`}</li>
            ))}
            {checked.notFoundMore > 0 ? <li>Y {checked.notFoundMore} más.</li> : null}
          </ul>
        </>
      ) : null}
      {refusal && refusal.field === null ? <ErrorList errors={[refusal.message]} /> : null}
      {checked.canApply || checked.canDiscard ? (
        <div className="studio-actions">
          {checked.canApply ? (
            <Form method="post" className="studio-form">
              <input type="hidden" name="intent" value="aplicar" />
              <input type="hidden" name="importId" value={checked.id} />
              <input type="hidden" name="revision" value={checked.revision} />
              {checked.needsConfirmation ? (
                <div className="field field--checkbox">
                  <input
                    type="checkbox"
                    id="precios-confirmar"
                    name="confirmBig"
                    aria-invalid={checkboxError ? true : undefined}
                    aria-describedby={checkboxError ? "precios-confirmar-error" : undefined}
                  />
                  <label htmlFor="precios-confirmar">Revisé los cambios grandes de precio y quiero aplicarlos</label>
                  <ErrorList id="precios-confirmar-error" errors={checkboxError ? [checkboxError] : undefined} />
                </div>
              ) : null}
              <button type="submit" className="studio-button">
                Aplicar la importación
              </button>
            </Form>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="descartar" />
            <input type="hidden" name="importId" value={checked.id} />
            <input type="hidden" name="revision" value={checked.revision} />
            <button type="submit" className="studio-button studio-button--quiet">
              Descartar
            </button>
          </Form>
        </div>
      ) : null}
    </section>
  );
}
