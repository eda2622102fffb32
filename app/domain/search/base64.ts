// Base64 for the packed index: D1 hands BLOBs back as arrays of numbers (slow for megabytes),
// so the index is stored as ASCII text. Workers decode natively; Node (the seed, unit tests) by hand.
type Base64Native = { fromBase64?: (text: string) => Uint8Array };

export function decodeBase64(text: string): Uint8Array {
  const native = (Uint8Array as unknown as Base64Native).fromBase64;
  if (native) return native(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function encodeBase64(bytes: Uint8Array): string {
  const pieces: string[] = [];
  // Three bytes make four characters: pieces of a multiple of 3 bytes join without padding inside.
  for (let at = 0; at < bytes.length; at += 0x2000 * 3) {
    pieces.push(btoa(String.fromCharCode(...bytes.subarray(at, at + 0x2000 * 3))));
  }
  return pieces.join("");
}
