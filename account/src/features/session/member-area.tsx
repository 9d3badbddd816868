export function MemberArea() {
  return null;
}
