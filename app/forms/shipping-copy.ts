// The shipping simulator's form id, apart from its schema, so the PDP's first load carries no zod.
export const shippingFormId = "shipping";
