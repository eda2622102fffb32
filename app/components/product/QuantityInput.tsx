import { useEffect, useState } from "react";

import { correctQuantity, invalidQuantityToast } from "../../domain/cart/quantity";
import { Toast } from "../ui/Toast";

const toastMs = 3000;

/**
 * The base layout's quantity (spec products-and-buying §5 "Quantity"): a number from min to max.
 * Without JS the browser holds it to the range; with JS an out-of-range value is corrected on blur
 * and the INFO toast 'Invalid quantity!' says to what.
 */
export function QuantityInput({ min, max }: { min: number; max: number }) {
  const [value, setValue] = useState(String(min));
  const [toast, setToast] = useState<ReturnType<typeof invalidQuantityToast> | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toastMs);
    return () => clearTimeout(timer);
  }, [toast]);
  const onBlur = () => {
    const { value: corrected, corrected: changed } = correctQuantity(value, { min, max });
    setValue(String(corrected));
    if (changed) setToast(invalidQuantityToast(min, max, corrected));
  };
  return (
    <>
      <label className="add-to-bag__quantity">
        Cantidad
        <input
          type="number"
          name="quantity"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={onBlur}
        />
      </label>
      {toast ? (
        <Toast status="info">
          <strong>{toast.title}</strong> {toast.message}
        </Toast>
      ) : null}
    </>
  );
}
