// Spec storefront-shell §2.13 "Result count text '{n} productos'", in Spanish number: one product
// is 'producto'. Every count of products the store prints goes through here.
import { groupThousands } from "./price";

export const productCount = (count: number): string =>
  `${groupThousands(count)} ${count === 1 ? "producto" : "productos"}`;
