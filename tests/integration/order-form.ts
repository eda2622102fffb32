/** A complete, valid order form ('Comprar ahora', spec products-and-buying §9): Ana in Palermo, standard shipping, bank transfer. */
export const orderFields = {
  intent: "place-order",
  email: "ana.perez@example.com",
  firstName: "Ana",
  lastName: "Pérez",
  document: "30.123.456",
  phone: "11 4567-8901",
  postalCode: "C1425ABC",
  street: "Av. Santa Fe",
  streetNumber: "3253",
  city: "CABA",
  province: "Ciudad Autónoma de Buenos Aires",
  shippingOption: "standard",
  paymentMethod: "transferencia",
};
