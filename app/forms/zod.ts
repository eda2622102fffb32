// Every form schema takes `z` from here, so zod's own messages are the shoppers' Spanish before any
// schema is parsed (the server bundle evaluates this module once; lint refuses "zod" elsewhere in
// app/forms). The setting is zod's global one: schemas outside app/forms get it too.
import { z } from "zod";

import { shopperErrorMap } from "./shopper-errors";

z.config({ localeError: shopperErrorMap });

export { z };
