/**
 * A recipient that can go into a `To:` header and `RCPT TO:<…>` as is: one plain addr-spec, no display name,
 * no CR/LF, angle brackets, quotes, commas or spaces. A bad address already in the database (stored before
 * the form validated strictly) must not add headers or recipients to the message.
 */
const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function safeRecipient(address: string): string | null {
  return address.length <= 254 && ADDRESS.test(address) ? address : null;
}

/** Header values the shop writes itself (subjects) never carry a line break. */
export const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');
