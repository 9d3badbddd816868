/**
 * An .eml file as its reader sees it: its headers and each part's body decoded (nodemailer base64- or QP-encodes
 * Greek text, and QP wraps long lines such as links). Used by the API's tests and the e2e tests.
 */
export function readableMail(raw: string): string {
  return raw
    .split(/\n--[^\n]+\n/)
    .map((part) => {
      const [head = '', ...rest] = part.split('\n\n');
      const body = rest.join('\n\n');
      if (/Content-Transfer-Encoding: base64/i.test(head))
        return `${head}\n\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
      if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
        const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return `${head}\n\n${Buffer.from(bytes, 'latin1').toString('utf8')}`;
      }
      return part;
    })
    .join('\n');
}
