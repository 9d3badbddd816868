import ipaddr from 'ipaddr.js';

/**
 * What the per-connection limits count: an IPv4 address, or an IPv6 client's /64 network. A subscriber line or a
 * server is given at least a /64 and may send from any of its 2^64 addresses, so keyed by the whole address an IPv6
 * client would get a fresh allowance with every request. IPv4 written as IPv6 (`::ffff:10.0.0.1`, a dual-stack
 * socket) is the IPv4 address, so the two spellings share one count.
 */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const [a, b, c, d] = (parsed as ipaddr.IPv6).parts;
  return `${new ipaddr.IPv6([a!, b!, c!, d!, 0, 0, 0, 0]).toString()}/64`;
}
