declare module 'autocannon' {
  interface Result {
    requests: { total: number; average: number };
    errors: number;
    non2xx: number;
  }
  interface Instance {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, time: number) => void): void;
  }
  function autocannon(options: Record<string, unknown>, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
