// Where a long e-mail address may wrap: before its @ and before each dot, never mid-word.

/** The address in pieces, each but the first starting with "@" or "."; joined they give the address back. */
export function emailParts(address: string): string[] {
  return address.split(/(?=[@.])/);
}
