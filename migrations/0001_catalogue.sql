-- Catalogue read model (spec products-and-buying §3). Money is stored in centavos (integers),
-- converted to pesos at the store port.
CREATE TABLE brands (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  slug        TEXT NOT NULL UNIQUE,
  tier        TEXT NOT NULL,                 -- 'Lujo' | 'Selectivo' | 'Low Cost' (shown 'Semiselectivo')
  is_luxury   INTEGER NOT NULL DEFAULT 0,   -- discount hidden (spec §5 "Discount display")
  is_exclusive INTEGER NOT NULL DEFAULT 0,
  is_featured INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE categories (
  id        INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories(id),
  name      TEXT NOT NULL,
  slug      TEXT NOT NULL,
  path      TEXT NOT NULL UNIQUE,            -- '/fragancias/femeninas'
  depth     INTEGER NOT NULL                 -- 1 = department
);

CREATE TABLE products (
  id               INTEGER PRIMARY KEY,      -- productId = productGroupID
  slug             TEXT NOT NULL UNIQUE,     -- linkText: '/{slug}/p'
  name             TEXT NOT NULL,
  brand_id         INTEGER NOT NULL REFERENCES brands(id),
  category_id      INTEGER NOT NULL REFERENCES categories(id),
  line             TEXT,                     -- e.g. 'Sauvage'
  presentation     TEXT,                     -- 'category 5': Eau de Parfum, Eau de Toilette …
  description      TEXT NOT NULL DEFAULT '',
  reference_id     TEXT,                     -- 'prefix:ref', shared by presentations of one line
  seo_title        TEXT,
  release_date     TEXT NOT NULL,            -- ISO date, for release_desc
  orders_count     INTEGER NOT NULL DEFAULT 0, -- for orders_desc ('Top ventas')
  is_gift          INTEGER NOT NULL DEFAULT 0, -- a purchase gift: never listed nor searchable
  delivery_zones   INTEGER NOT NULL DEFAULT 0  -- bitmask over delivery_zones.bit (delivery promise)
);
CREATE INDEX products_brand ON products(brand_id);
CREATE INDEX products_category ON products(category_id);
CREATE INDEX products_reference ON products(reference_id);

CREATE TABLE skus (
  id               INTEGER PRIMARY KEY,      -- itemId
  product_id       INTEGER NOT NULL REFERENCES products(id),
  name             TEXT NOT NULL,
  complement_name  TEXT,
  ean              TEXT,
  variation_name   TEXT,                     -- 'Color' or 'Presentación' or NULL
  variation_value  TEXT,                     -- 'Rojo Intenso__#B0122B' or '100 ML'
  size_ml          INTEGER,
  unit_multiplier  REAL NOT NULL DEFAULT 1,
  is_kit           INTEGER NOT NULL DEFAULT 0,
  position         INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX skus_product ON skus(product_id);

CREATE TABLE prices (
  sku_id           INTEGER NOT NULL REFERENCES skus(id),
  seller           TEXT NOT NULL DEFAULT '1',
  price_cents      INTEGER NOT NULL,
  list_price_cents INTEGER NOT NULL,
  PRIMARY KEY (sku_id, seller)
);

CREATE TABLE stock (
  sku_id   INTEGER NOT NULL REFERENCES skus(id),
  seller   TEXT NOT NULL DEFAULT '1',
  quantity INTEGER NOT NULL,
  PRIMARY KEY (sku_id, seller)
);

CREATE TABLE specifications (
  product_id INTEGER NOT NULL REFERENCES products(id),
  name       TEXT NOT NULL,                  -- 'Modo de Uso', 'Ingredientes', 'VideoLink' …
  value      TEXT NOT NULL,
  position   INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX specifications_product ON specifications(product_id);

CREATE TABLE images (
  id         INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  sku_id     INTEGER REFERENCES skus(id),
  position   INTEGER NOT NULL DEFAULT 0,
  media_key  TEXT NOT NULL,                  -- key in the MEDIA namespace, served at /media/{key}
  width      INTEGER NOT NULL,
  height     INTEGER NOT NULL,
  alt        TEXT NOT NULL
);
CREATE INDEX images_product ON images(product_id, position);

CREATE TABLE collections (
  id        TEXT PRIMARY KEY,                -- cluster/collection id, e.g. '2432', '2410'
  name      TEXT NOT NULL,
  seo_title TEXT
);

CREATE TABLE product_collections (
  collection_id TEXT NOT NULL REFERENCES collections(id),
  product_id    INTEGER NOT NULL REFERENCES products(id),
  position      INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (collection_id, product_id)
);
CREATE INDEX product_collections_product ON product_collections(product_id);

-- GiftSkuIds of an offer (spec products-and-buying §3): SKUs given with the purchase of sku_id.
CREATE TABLE sku_gifts (
  sku_id      INTEGER NOT NULL REFERENCES skus(id),
  seller      TEXT NOT NULL DEFAULT '1',
  gift_sku_id INTEGER NOT NULL REFERENCES skus(id),
  PRIMARY KEY (sku_id, seller, gift_sku_id)
);

-- KitItems of a kit SKU (skus.is_kit = 1), each with its Amount.
CREATE TABLE kit_items (
  kit_sku_id  INTEGER NOT NULL REFERENCES skus(id),
  item_sku_id INTEGER NOT NULL REFERENCES skus(id),
  amount      INTEGER NOT NULL CHECK (amount > 0),
  PRIMARY KEY (kit_sku_id, item_sku_id)
);

-- Cross-selling by type ('whosawalsosaw', 'whoboughtalsobought', …), best first.
CREATE TABLE cross_selling (
  product_id         INTEGER NOT NULL REFERENCES products(id),
  type               TEXT NOT NULL,
  related_product_id INTEGER NOT NULL REFERENCES products(id),
  position           INTEGER NOT NULL,
  PRIMARY KEY (product_id, type, related_product_id)
);

-- Delivery zones by postal-code range (CPA digits); products.delivery_zones holds their bits.
CREATE TABLE delivery_zones (
  bit              INTEGER PRIMARY KEY CHECK (bit BETWEEN 0 AND 62),
  name             TEXT NOT NULL,
  postal_code_from INTEGER NOT NULL,
  postal_code_to   INTEGER NOT NULL
);

-- One row per completed seed run, so `npm start` seeds only once.
CREATE TABLE seed_runs (
  id         INTEGER PRIMARY KEY,
  products   INTEGER NOT NULL,
  seed       INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
