import type { CardVariant, inlineVariants } from "../../../domain/product-card";
import { popoverTarget } from "./popover";

type Props = {
  /** The variants shown on the card (`inlineVariants`). */
  inline: ReturnType<typeof inlineVariants>;
  chosen: string | null;
  onChoose: (sku: string) => void;
  /** The variant modal's id, when the card has more variants than fit inline. */
  modalId: string | null;
  /** On a lite page, where the card carries no modal: the product's page, which shows them all (decision 110). */
  moreHref?: string | undefined;
};

/**
 * §2.5 inline variants: up to 5 colour swatches and 3 presentations, as radio inputs of the card's add
 * form, so a choice and 'Agregar' add that SKU without JavaScript too (decision 033).
 */
export function CardVariantPicker({ inline, chosen, onChoose, modalId, moreHref }: Props) {
  const option = (variant: CardVariant) => (
    <input
      type="radio"
      name="sku"
      value={variant.sku}
      checked={chosen === variant.sku}
      onChange={() => onChoose(variant.sku)}
    />
  );
  return (
    <fieldset className="card-variants">
      <legend className="visually-hidden">{inline.colors.length ? "Color" : "Tamaño"}</legend>
      {inline.colors.map((variant) => (
        <label key={variant.sku} className="card-variants__swatch" title={variant.label}>
          {option(variant)}
          <span style={{ background: variant.hexColor ?? undefined }} />
          <span className="visually-hidden">{variant.label}</span>
        </label>
      ))}
      {inline.presentations.map((variant) => (
        <label key={variant.sku} className="card-variants__chip">
          {option(variant)}
          <span>{variant.label}</span>
        </label>
      ))}
      {inline.more && moreHref ? (
        <a className="card-variants__more" href={moreHref} aria-label="Ver todas las opciones" />
      ) : inline.more && modalId ? (
        <button
          type="button"
          className="card-variants__more"
          {...popoverTarget(modalId)}
          aria-label="Ver todas las opciones"
        />
      ) : null}
    </fieldset>
  );
}
