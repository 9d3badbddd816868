import { createEventBus, defineChannel, type ChannelDefinition } from '../channel.js';
import * as events from '../index.js';

interface Count {
  value: number;
}

const counted = defineChannel<Count>('test:counted');
const counter = defineChannel<Count>('test:counter-state', { replay: true });

describe('defineChannel', () => {
  it('accepts owner:event names', () => {
    expect(defineChannel('shell:page-meta')).toEqual({ name: 'shell:page-meta', replay: false });
    expect(defineChannel('account:session', { replay: true }).replay).toBe(true);
  });

  it.each(['page-meta', 'Shell:page-meta', 'shell:', ':page-meta', 'shell:page_meta', 'shell:page:meta', 'shell: meta'])(
    'rejects the name %p',
    (name) => expect(() => defineChannel(name)).toThrow('Channel name must be owner:event'),
  );

  it('gives every channel of the contracts its own owner:event name', () => {
    const definitions = Object.values(events as Record<string, unknown>).filter(
      (value): value is ChannelDefinition<unknown> => typeof value === 'object' && value !== null && 'replay' in value,
    );
    const names = definitions.map((definition) => definition.name);
    expect(names.length).toBeGreaterThanOrEqual(9);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('event bus channels', () => {
  it('deliver each payload to current subscribers', () => {
    const channel = createEventBus().channel(counted);
    const received: number[] = [];
    channel.subscribe(({ value }) => received.push(value));
    channel.emit({ value: 1 });
    channel.emit({ value: 2 });
    expect(received).toEqual([1, 2]);
  });

  it('do not deliver past events to late subscribers without replay', () => {
    const channel = createEventBus().channel(counted);
    channel.emit({ value: 1 });
    const late = jest.fn();
    channel.subscribe(late);
    expect(late).not.toHaveBeenCalled();
    expect(channel.latest()).toBeUndefined();
    channel.emit({ value: 2 });
    expect(late).toHaveBeenCalledWith({ value: 2 });
  });

  it('deliver only the latest payload to late subscribers with replay, and latest() returns it', () => {
    const channel = createEventBus().channel(counter);
    expect(channel.latest()).toBeUndefined();
    channel.emit({ value: 1 });
    channel.emit({ value: 2 });
    const late = jest.fn();
    channel.subscribe(late);
    expect(late.mock.calls).toEqual([[{ value: 2 }]]);
    expect(channel.latest()).toEqual({ value: 2 });
  });

  it('stop delivering after unsubscribe', () => {
    const channel = createEventBus().channel(counted);
    const listener = jest.fn();
    const unsubscribe = channel.subscribe(listener);
    channel.emit({ value: 1 });
    unsubscribe();
    channel.emit({ value: 2 });
    expect(listener.mock.calls).toEqual([[{ value: 1 }]]);
  });

  it('are the same instance for the same definition within one bus', () => {
    const bus = createEventBus();
    expect(bus.channel(counter)).toBe(bus.channel(counter));
    const listener = jest.fn();
    bus.channel(counted).subscribe(listener);
    bus.channel(counted).emit({ value: 3 });
    expect(listener).toHaveBeenCalledWith({ value: 3 });
  });

  it('are independent between two buses', () => {
    const first = createEventBus();
    const second = createEventBus();
    const listener = jest.fn();
    second.channel(counter).subscribe(listener);
    first.channel(counter).emit({ value: 1 });
    expect(listener).not.toHaveBeenCalled();
    expect(second.channel(counter).latest()).toBeUndefined();
    expect(first.channel(counter)).not.toBe(second.channel(counter));
  });

  it('expose the payloads as an observable', () => {
    const channel = createEventBus().channel(counted);
    const received: Count[] = [];
    const subscription = channel.observable.subscribe((payload) => received.push(payload));
    channel.emit({ value: 5 });
    subscription.unsubscribe();
    expect(received).toEqual([{ value: 5 }]);
  });
});
