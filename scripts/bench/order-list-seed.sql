-- 100,000 orders for the order list's bench (scripts/bench/order-list.mjs): numbers 100001–200000,
-- one every 4 minutes from 2025-06-01 (Buenos Aires), names, e-mails and DNIs spread by fixed
-- multipliers so the same seed always writes the same rows. No lines: the list never reads them.
-- Each trait is picked from a JSON array: joining lists of VALUES per row took ten minutes in local D1.
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
INSERT INTO orders (id, number, email, first_name, last_name, document, phone, postal_code, shipping_option,
  shipping_name, shipping_price_cents, shipping_days, payment_method, items_cents, total_cents, status,
  payment_state, created_at)
SELECT printf('bench-%06d', i), 100000 + i, printf('cliente%d@correo.test', i),
  json_extract('["María","Juan","Lucía","Martín","Sofía","Diego","Valentina","Santiago","Camila","Mateo","Ana","Pablo","Julieta","Tomás","Florencia","Nicolás","Agustina","Facundo","Carla","Federico"]', printf('$[%d]', (i * 7) % 20)),
  json_extract('["González","Rodríguez","Gómez","Fernández","López","Díaz","Martínez","Pérez","García","Sánchez","Romero","Sosa","Torres","Álvarez","Ruiz","Ramírez","Flores","Benítez","Acosta","Medina","Herrera","Suárez","Aguirre","Giménez","Gutiérrez","Pereyra","Rojas","Molina","Castro","Ortiz","Silva","Núñez","Luna","Juárez","Cabrera","Ríos","Morales","Godoy","Moreno","Ferreyra","Domínguez","Carrizo","Peralta","Castillo","Ledesma","Quiroga","Vega","Vera","Muñoz","Ojeda"]', printf('$[%d]', (i * 13) % 50)),
  CAST(20000000 + (i * 7919) % 30000000 AS TEXT), '1155550000', 'C1425ABC',
  json_extract('["standard","standard","express","same-day","pickup","carrier-point"]', printf('$[%d]', (i * 11) % 6)),
  json_extract('["Estándar","Estándar","Express","Same Day","Retiro en tienda","Retiro en sucursal o punto del correo"]', printf('$[%d]', (i * 11) % 6)),
  0, 3, 'mercadopago', 1000000 + (i * 613) % 9000000, 1000000 + (i * 613) % 9000000,
  json_extract('["entregado","entregado","entregado","enviado","preparando","recibido","listo-para-retirar","cancelado"]', printf('$[%d]', (i * 3) % 8)),
  json_extract('["approved","approved","approved","approved","approved","pending","pending","in_process","rejected","cancelled","refunded","partially_refunded"]', printf('$[%d]', (i * 5) % 12)),
  strftime('%Y-%m-%dT%H:%M:%fZ', '2025-06-01T03:00:00', printf('+%d minutes', (i - 1) * 4))
FROM n;
