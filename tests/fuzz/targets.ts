// Every route that exports an `action`, with the fields its forms send, plus paths without one
// (the worker still takes the POST). A route that gains an action must be added here: the fuzz
// test checks the list against app/routes.
import { catalogue } from "../e2e/templates";
import type { FuzzTarget } from "./requests";

/**
 * The SKU the fuzzing shopper keeps in its bag: the catalogue's last one with stock to spare, which
 * no e2e test names, so the odd order a fuzzed checkout places takes no stock another test counts on.
 */
export const shopperSku = String([...catalogue.stock!].reverse().find((row) => Number(row.quantity) >= 20)!.sku_id);
const productOf = (skuId: string) => String(catalogue.skus!.find((row) => String(row.id) === skuId)!.product_id);

const redirectTo = [
  "/",
  "/fragancias",
  "/dior-sauvage-eau-de-parfum/p",
  "//evil.example",
  "/.//evil.example",
  "https://evil.example",
];
const email = ["ana@ejemplo.com", "ñandú@ejemplo.com.ar", "no-es-un-mail", "ANA@EJEMPLO.COM "];
const name = ["Ana", "María José", "Ñ"];
const sku = [shopperSku, String(catalogue.skus![0]!.id), "9001", "999999", "abc"];
const postalCode = ["1425", "C1425ABC", "9410", "0000", "12345678901234"];
const password = ["Rosas-2026", "x", "corta"];

export const actionTargets: Record<string, FuzzTarget> = {
  // Mercado Pago's notifications (decision 113): unsigned or badly signed, whatever their body.
  "api.mercadopago.notificaciones": {
    path: "/api/mercadopago/notificaciones?data.id=1310000001&type=payment",
    fields: {
      type: ["payment", "merchant_order", ""],
      action: ["payment.updated", "payment.created", "{"],
      "data.id": ["1310000001", "abc", "-1", ""],
    },
  },
  // 'Reintentar pago' for an order that is not the session's.
  "checkout_.pedido.$id_.pago": {
    path: "/checkout/pedido/00000000-0000-4000-8000-000000000000/pago",
    fields: { redirectTo },
    signedIn: true,
  },
  // Decision 117: the order lookup, the profile's verification button and the link's confirmation.
  seguimiento: {
    path: "/seguimiento",
    fields: { orderNumber: ["100001", "Pedido N° 100001", "#1", "abc"], email, website: ["", "http://spam"] },
  },
  "pvt.account.profile": { path: "/pvt/account/profile", fields: {}, signedIn: true },
  "verificar-email": {
    path: "/verificar-email",
    fields: { token: ["", "abc", "A".repeat(43), "../../etc"] },
  },
  // Decision 116: the newsletter's confirmation link posts its token.
  "newsletter_.confirmar": {
    path: "/newsletter/confirmar",
    fields: { token: ["", "abc", "A".repeat(43), "../../etc"] },
  },
  arrepentimiento: {
    path: "/arrepentimiento",
    fields: {
      orderNumber: ["100001", "Pedido N° 100001", "#1"],
      email,
      name,
      document: ["30123456", "30.123.456"],
      reason: ["No me gustó."],
      website: ["", "http://spam"],
    },
    signedIn: true,
  },
  bolsa: {
    path: "/bolsa",
    fields: {
      intent: ["add", "add-several", "set-quantity", "remove", "empty", "", "borrar"],
      sku,
      seller: ["1", "2", "x"],
      quantity: ["1", "0", "20", "21", "-1", "1.5"],
      "items[0].sku": sku,
      "items[0].quantity": ["1", "10", "11"],
      "items[1].sku": sku,
      "items[1].quantity": ["2"],
      redirectTo,
    },
  },
  // Decision 122: the bag's coupon box, 'Aplicar' and 'Quitar'.
  "bolsa_.cupon": {
    path: "/bolsa/cupon",
    fields: {
      intent: ["apply", "remove", "", "borrar"],
      coupon: ["BIENVENIDA10", " bienvenida10 ", "PRIMAVERA", "NOEXISTE", "ab", "ÑANDÚ-2026", "x".repeat(61), ""],
      redirectTo,
    },
  },
  checkout: {
    path: "/checkout",
    fields: {
      intent: ["shipping", "place-order", "save-draft", "empty", ""],
      email,
      firstName: name,
      lastName: ["Pérez"],
      document: ["30123456", "30.123.456"],
      phone: ["11 5555-0000", "+54 9 11 5555 0000"],
      postalCode,
      street: ["Av. Santa Fe"],
      streetNumber: ["1234"],
      apartment: ["3° B"],
      city: ["CABA"],
      province: ["Buenos Aires"],
      shippingOption: ["standard", "express", "same-day", "pickup", "nope"],
      pickupStore: ["unicenter", "x"],
      paymentMethod: ["mercadopago", "transferencia", "pago-en-el-local", "bitcoin"],
      shownTotal: ["0", "12345.67", "-1"],
    },
    signedIn: true,
  },
  "checkout_.borrador": {
    path: "/checkout/borrador",
    fields: {
      email,
      firstName: name,
      document: ["30.123.456", "x".repeat(40)],
      postalCode,
      street: ["Av. Santa Fe", "x".repeat(500)],
      shippingOption: ["standard", "NOPE!", ""],
      pickupStore: ["1", "x"],
    },
    signedIn: true,
  },
  consent: { path: "/consent", fields: { choice: ["granted", "denied", "maybe"], redirectTo } },
  "modo-liviano": { path: "/modo-liviano", fields: { liviano: ["1", "0", "si"], redirectTo } },
  login: {
    path: "/login",
    fields: {
      intent: ["login", "register", ""],
      email,
      password,
      confirmPassword: password,
      givenName: name,
      familyName: name,
      returnUrl: redirectTo,
      website: ["", "x"],
    },
  },
  logout: { path: "/logout", fields: { redirectTo }, signedIn: true },
  newsletter: {
    path: "/newsletter",
    fields: {
      email,
      name,
      source: ["footer", "inline", "popup", "otro"],
      variant: ["Event", "Default"],
      redirectTo,
      website: ["", "http://spam"],
      popupId: ["popup-0", "popup-999", "popup-x"],
      terms: ["on", "off"],
    },
  },
  popup: { path: "/popup", fields: { popupId: ["popup-0", "popup-1", "nope"], redirectTo } },
  "punto-de-retiro": {
    path: "/punto-de-retiro",
    fields: { intent: ["elegir", "quitar", ""], storeId: ["unicenter", "x", ""], redirectTo },
  },
  "pvt.account.security": {
    path: "/pvt/account/security",
    fields: { currentPassword: password, newPassword: password, confirmPassword: password },
    signedIn: true,
  },
  "pvt.account.user-details": {
    path: "/pvt/account/user-details",
    fields: {
      givenName: name,
      familyName: name,
      phone: ["+54 11 5555-0000", "once"],
      document: ["30123456", "30.123.456"],
    },
    signedIn: true,
  },
  region: { path: "/region", fields: { postalCode, redirectTo } },
  "simular-envio": {
    path: "/simular-envio",
    fields: { intent: ["simulate", "clear", ""], postalCode, sku, redirectTo },
  },
  // The studio's forms (decision 072). Posted without a studio session: the sign-in parses and
  // rate-limits, the team page refuses before it reads the body; none of them may answer a 500.
  "studio_.entrar": {
    path: "/studio/entrar",
    fields: {
      email: [...email, "editor@esencia.demo"],
      password: [...password, "Esencia-Demo-2026"],
      redirectTo: [...redirectTo, "/studio/equipo"],
      website: ["", "http://spam"],
    },
  },
  "studio_.salir": { path: "/studio/salir", fields: {} },
  "studio.equipo": {
    path: "/studio/equipo",
    fields: {
      intent: ["crear", "rol", "deshabilitar", "habilitar", ""],
      staffId: ["demo-staff-editor", "x", ""],
      role: ["editor", "publicador", "admin", "dueño"],
      email,
      name,
      password,
      website: ["", "http://spam"],
    },
  },
  // The document editor and its publish, restore and discard pages: a post without a studio session is
  // refused before its body is read; the form's own parsing of odd names is unit-tested (decision 073).
  "studio.documentos.$key": {
    path: "/studio/documentos/content%3Ahome",
    fields: {
      _intent: ["borrador", "vista-previa", "publicar", "programar", "cancelar-programacion", "x"],
      _baseVersion: ["0", "-1", "x"],
      _baseRevision: ["0", "99999999999999999999"],
      _publishAt: ["2030-01-01T10:00", "ayer", ""],
      "sections[0].title": name,
      "sections[999].banners[-1].image": name,
      __intent__: ['{"type":"remove","payload":{"name":"sections","index":0}}', "{", ""],
    },
  },
  "studio.documentos.$key_.publicar": {
    path: "/studio/documentos/content%3Ahome/publicar",
    fields: { _baseVersion: ["0", "x"], _baseRevision: ["0", "x"] },
  },
  "studio.documentos.$key_.restaurar": {
    path: "/studio/documentos/content%3Ahome/restaurar",
    fields: { version: ["0", "1", "-1", "x"], _baseVersion: ["0", "x"] },
  },
  "studio.documentos.$key_.descartar": {
    path: "/studio/documentos/content%3Ahome/descartar",
    fields: { _baseVersion: ["0", "x"], _baseRevision: ["0", "99999999999999999999", "x"] },
  },
  // The order desk (decision 115): posted without a studio session, refused before the body is read;
  // signed in, the schemas refuse odd values beside their fields (tests/integration/desk.test.ts).
  "studio.pedidos_.$number": {
    path: "/studio/pedidos/100001",
    fields: {
      intent: [
        "confirmar-transferencia",
        "preparar",
        "listo-para-retirar",
        "enviar",
        "entregar",
        "cancelar",
        "devolver",
        "x",
      ],
      revision: ["0", "-1", "99999999999999999999", "x", ""],
      carrier: [...name, ""],
      trackingNumber: [...name, ""],
      reason: name,
      amount: ["12.500,50", "1,2,3", "-1", "99999999999999999999", ""],
      website: ["", "http://spam"],
    },
  },
  // The studio's promotions (decision 125). 'nueva' is posted with the publicador's studio session seven
  // times in ten, so the form's own parsing meets the hostile values; it never sends a start, which the
  // form requires, so the fuzz creates no promotion that could change what another journey charges.
  // A promotion's page is posted without a session (refused before the body is read): signed in, a
  // post could pause or end a seeded promotion other journeys count on (its signed-in bad input is
  // tests/integration/studio-promotions.test.ts's).
  "studio.promociones_.nueva": {
    path: "/studio/promociones/nueva",
    signedIn: true,
    staff: "publicador@esencia.demo",
    fields: {
      intent: ["guardar", "x"],
      name,
      kind: ["percent-off", "amount-off", "buy-n-pay-m", "nth-unit-percent", "free-shipping", "gift", "x"],
      percent: ["10", "0", "101", "-1", "x", ""],
      buy: ["2", "1", "x"],
      pay: ["1", "2", "x"],
      endsAt: ["2030-01-02T10:00", "2029-01-01T10:00", ""],
      website: ["", "http://spam"],
    },
  },
  "studio.promociones_.$id": {
    path: "/studio/promociones/dos-por-uno-fragancias",
    fields: {
      intent: ["guardar", "pausar", "reanudar", "terminar", "cupon", "lote", "x"],
      revision: ["0", "-1", "99999999999999999999", "x", ""],
      couponCode: ["VERANO", "niño 25", "x", ""],
      batchName: [...name, "<script>"],
      count: ["10", "0", "99999999", "x"],
      maxUses: ["1", "0", "x", ""],
      website: ["", "http://spam"],
    },
  },
  // The studio's products (decision 130), posted with the catalogue role's session seven times in ten.
  // 'nuevo' never sends a price or a stock, which the form requires, so the fuzz creates no product.
  // A product's page is that of a seeded kit no e2e test names, and every post carries a revision it
  // never had (seeded products are at 1): whatever else a post says, no write lands.
  "studio.catalogo.productos_.nuevo": {
    path: "/studio/catalogo/productos/nuevo",
    signedIn: true,
    staff: "catalogo@esencia.demo",
    fields: {
      intent: ["crear", "x"],
      name,
      description: ["**Hola**", "<script>alert(1)</script>", "[x](javascript:alert(1))", ""],
      brandId: ["1", "0", "999999", "x", ""],
      categoryId: ["1", "0", "999999", "x", ""],
      "specs[0].specName": [...name, ""],
      "specs[0].specValue": [...name, ""],
      skuName: [...name, ""],
      ean: ["4006381333931", "4006381333932", "x", ""],
      sizeMl: ["100", "0", "x", ""],
      website: ["", "http://spam"],
    },
  },
  "studio.catalogo.productos_.$id": {
    path: "/studio/catalogo/productos/1388",
    signedIn: true,
    staff: "catalogo@esencia.demo",
    fields: {
      intent: ["guardar", "sku", "nuevo-sku", "foto", "fotos", "x"],
      revision: ["0", "2", "-1", "99999999999999999999", "x", ""],
      name,
      brandId: ["1", "999999", "x"],
      categoryId: ["1", "999999", "x"],
      isVisible: ["on", ""],
      skuId: ["1", "999999", "x"],
      skuName: name,
      price: ["45.990", "0", "-1", "1,2,3", "x"],
      listPrice: ["52.990", "1", "x"],
      quantity: ["1", "-1", "x"],
      alt: [...name, ""],
      "images[0].imageId": ["1", "x"],
      "images[0].position": ["0", "-1", "x"],
      website: ["", "http://spam"],
    },
  },
  // A new price list (decision 129), past the studio's door: no file names a seeded SKU (ids start in
  // the 100000s), so nothing the fuzzer posts can schedule a price other journeys would see.
  "studio.catalogo.listas_.nueva": {
    path: "/studio/catalogo/listas/nueva",
    staff: "catalogo@esencia.demo",
    fields: {
      name,
      startsAt: ["2040-01-01T10:00", "2040-02-31T10:00", "1999-01-01T10:00", "x", ""],
      endsAt: ["2040-01-01T12:00", "2040-01-01T09:00", "x", ""],
      file: ["SKU;Precio\n1;1000\n", "SKU;Precio\nx;-1\n", 'EAN,Precio\n000,"1.234,5"\n', "Precio\n", ""],
      website: ["", "http://spam"],
    },
  },
  // A list's page, signed in: the id names no list, so a post can cancel or end nothing.
  "studio.catalogo.listas_.$id": {
    path: "/studio/catalogo/listas/no-existe",
    staff: "catalogo@esencia.demo",
    fields: {
      intent: ["cancelar", "terminar", "x"],
      revision: ["1", "0", "-1", "99999999999999999999", "x", ""],
      website: ["", "http://spam"],
    },
  },
  "studio.arrepentimientos": {
    path: "/studio/arrepentimientos",
    fields: {
      intent: ["en-curso", "reembolsar", "rechazar", "x"],
      code: ["ARR-00000000", "x", ""],
      expected: ["recibida", "en-curso", "reembolsada", "rechazada", "x"],
      refusal: [...name, ""],
      website: ["", "http://spam"],
    },
  },
  wishlist: {
    path: "/wishlist",
    fields: {
      productId: [productOf(shopperSku), "1000", "999999", "x"],
      intent: ["add", "remove", "toggle"],
      redirectTo,
    },
    signedIn: true,
  },
};

/** Paths with no action: the worker and Remix still answer a POST there (405, 404), never a 500. */
export const workerTarget: FuzzTarget = {
  path: "/",
  fields: { intent: ["add", "login"], email, redirectTo },
};
export const pathsWithoutAction = [
  "/",
  "/fragancias",
  "/dior-sauvage-eau-de-parfum/p",
  "/media/products/x.png",
  "/api/sugerencias",
  "/no-existe",
  "/checkout/pedido/1",
  "/s",
  "/sitemap.xml",
];
