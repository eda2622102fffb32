-- 100,000 orders for the order list's bench (scripts/bench/order-list.mjs): numbers 100001–200000,
-- one every 4 minutes from 2025-06-01 (Buenos Aires), names, e-mails and DNIs spread by fixed
-- multipliers so the same seed always writes the same rows. No lines: the list never reads them.
WITH RECURSIVE
  n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000),
  first_names(k, name) AS (VALUES (0, 'María'), (1, 'Juan'), (2, 'Lucía'), (3, 'Martín'), (4, 'Sofía'), (5, 'Diego'),
    (6, 'Valentina'), (7, 'Santiago'), (8, 'Camila'), (9, 'Mateo'), (10, 'Ana'), (11, 'Pablo'), (12, 'Julieta'),
    (13, 'Tomás'), (14, 'Florencia'), (15, 'Nicolás'), (16, 'Agustina'), (17, 'Facundo'), (18, 'Carla'), (19, 'Federico')),
  last_names(k, name) AS (VALUES (0, 'González'), (1, 'Rodríguez'), (2, 'Gómez'), (3, 'Fernández'), (4, 'López'),
    (5, 'Díaz'), (6, 'Martínez'), (7, 'Pérez'), (8, 'García'), (9, 'Sánchez'), (10, 'Romero'), (11, 'Sosa'),
    (12, 'Torres'), (13, 'Álvarez'), (14, 'Ruiz'), (15, 'Ramírez'), (16, 'Flores'), (17, 'Benítez'), (18, 'Acosta'),
    (19, 'Medina'), (20, 'Herrera'), (21, 'Suárez'), (22, 'Aguirre'), (23, 'Giménez'), (24, 'Gutiérrez'),
    (25, 'Pereyra'), (26, 'Rojas'), (27, 'Molina'), (28, 'Castro'), (29, 'Ortiz'), (30, 'Silva'), (31, 'Núñez'),
    (32, 'Luna'), (33, 'Juárez'), (34, 'Cabrera'), (35, 'Ríos'), (36, 'Morales'), (37, 'Godoy'), (38, 'Moreno'),
    (39, 'Ferreyra'), (40, 'Domínguez'), (41, 'Carrizo'), (42, 'Peralta'), (43, 'Castillo'), (44, 'Ledesma'),
    (45, 'Quiroga'), (46, 'Vega'), (47, 'Vera'), (48, 'Muñoz'), (49, 'Ojeda')),
  payment_states(k, state) AS (VALUES (0, 'approved'), (1, 'approved'), (2, 'approved'), (3, 'approved'),
    (4, 'approved'), (5, 'pending'), (6, 'pending'), (7, 'in_process'), (8, 'rejected'), (9, 'cancelled'),
    (10, 'refunded'), (11, 'partially_refunded')),
  statuses(k, status) AS (VALUES (0, 'entregado'), (1, 'entregado'), (2, 'entregado'), (3, 'enviado'),
    (4, 'preparando'), (5, 'recibido'), (6, 'listo-para-retirar'), (7, 'cancelado')),
  shipping(k, option, name) AS (VALUES (0, 'standard', 'Estándar'), (1, 'standard', 'Estándar'),
    (2, 'express', 'Express'), (3, 'same-day', 'Same Day'), (4, 'pickup', 'Retiro en tienda'),
    (5, 'carrier-point', 'Retiro en sucursal o punto del correo'))
INSERT INTO orders (id, number, email, first_name, last_name, document, phone, postal_code, shipping_option,
  shipping_name, shipping_price_cents, shipping_days, payment_method, items_cents, total_cents, status,
  payment_state, created_at)
SELECT printf('bench-%06d', i), 100000 + i, printf('cliente%d@correo.test', i), f.name, l.name,
  CAST(20000000 + (i * 7919) % 30000000 AS TEXT), '1155550000', 'C1425ABC', s.option, s.name, 0, 3,
  'mercadopago', 1000000 + (i * 613) % 9000000, 1000000 + (i * 613) % 9000000, st.status, p.state,
  strftime('%Y-%m-%dT%H:%M:%fZ', '2025-06-01T03:00:00', printf('+%d minutes', (i - 1) * 4))
FROM n
JOIN first_names f ON f.k = (i * 7) % 20
JOIN last_names l ON l.k = (i * 13) % 50
JOIN payment_states p ON p.k = (i * 5) % 12
JOIN statuses st ON st.k = (i * 3) % 8
JOIN shipping s ON s.k = (i * 11) % 6;
