/** Headers that describe one connection, not the message (RFC 9110 §7.6.1), which a proxy must not pass on. */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/** Headers without those about the connection they came on, including any named in its Connection header. */
export function withoutHopByHopHeaders(headers) {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !hopByHop.has(name.toLowerCase()) && !named.includes(name.toLowerCase())),
  );
}
