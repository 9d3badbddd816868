export function SessionControl() {
  return null;
}
