import { oneAtATime } from '../one-at-a-time';

describe('oneAtATime', () => {
  it('starts a task only after the one before it has finished, even when that one failed', async () => {
    const run = oneAtATime();
    const log: string[] = [];
    let finishFirst!: () => void;
    const first = run(() => new Promise<void>((resolve) => (finishFirst = resolve)).then(() => log.push('first done')));
    const failing = run(async () => {
      log.push('second started');
      throw new Error('broken page');
    });
    const third = run(async () => log.push('third started'));
    await Promise.resolve();
    expect(log).toEqual([]);
    finishFirst();
    await first;
    await expect(failing).rejects.toThrow('broken page');
    await third;
    expect(log).toEqual(['first done', 'second started', 'third started']);
  });
});
