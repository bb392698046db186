/**
 * A plugin machine code as the server keeps it: letters upper-cased, spaces and dashes dropped,
 * then written in groups of four (A1B2-C3D4-…). `a1b2 c3d4…` and `A1B2-C3D4…` are one machine.
 * Null when what is left is not 12 to 64 letters or digits (the plugin shows 16).
 */
export function canonicalMachineCode(raw: string): string | null {
  const plain = raw.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z0-9]{12,64}$/.test(plain)) return null;
  return (plain.match(/.{1,4}/g) ?? []).join('-');
}
