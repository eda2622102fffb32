import { z } from "./zod";

/**
 * An e-mail address as shoppers write it, internationalised ones included (RFC 6531/6532:
 * 'ñandú@ejemplo.com.ar', 'josé@correo.中国'): a local part of letters, digits and the usual marks,
 * without leading, trailing or doubled dots; a domain of letter-or-digit labels joined by dots,
 * ending in a top-level domain of two or more letters. zod's default pattern is ASCII only.
 */
export const emailPattern =
  /^(?!\.)(?!.*\.\.)[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~.-]{1,64}(?<!\.)@(?:[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?\.)+\p{L}[\p{L}\p{M}]{1,62}$/u;

/** One e-mail rule for every form (newsletter, accounts, checkout, arrepentimiento). */
export const emailAddress = (error: string) => z.email({ pattern: emailPattern, error });
