// Lists of client addresses from the configuration (OPS_ALLOW, BANK_NOTIFY_ALLOW): single addresses
// or CIDR ranges, IPv4 or IPv6, comma- or space-separated. Checked against `request.ip`, which honours
// exactly the proxies TRUST_PROXY names (behind the gateway: the address the gateway saw, never a
// forged X-Forwarded-For).
import { BlockList, isIP } from 'node:net';

export class AddressList {
  readonly #list = new BlockList();
  /** The entries as configured (for logs and documentation). */
  readonly entries: readonly string[];

  constructor(entries: readonly string[]) {
    this.entries = entries;
    for (const entry of entries) {
      const [address, bits, extra] = entry.split('/');
      const family = address ? isIP(address) : 0;
      if (!address || family === 0 || extra !== undefined) throw new Error(`"${entry}" is not an address or a CIDR range`);
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (bits === undefined) {
        this.#list.addAddress(address, type);
        continue;
      }
      const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
      if (!(prefix >= 0 && prefix <= (family === 4 ? 32 : 128))) throw new Error(`"${entry}" has an invalid prefix length`);
      this.#list.addSubnet(address, prefix, type);
    }
  }

  /** Whether the address (as Node reports it, an IPv4-mapped IPv6 address included) is on the list. */
  allows(ip: string | undefined | null): boolean {
    if (!ip) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    const address = mapped ? (mapped[1] as string) : ip;
    const family = isIP(address);
    if (family === 0) return false;
    return this.#list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  }
}

/** `10.0.0.0/8, 192.0.2.7` → an AddressList; unset or empty → null (no list configured). */
export function parseAddressList(value: string | undefined, name: string): AddressList | null {
  const entries = (value ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  try {
    return new AddressList(entries);
  } catch (error) {
    throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
