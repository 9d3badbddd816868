import { ReplaySubject, Subject, type Observable } from 'rxjs';

/** A named, typed channel. State-like channels replay their latest payload to late subscribers. */
export interface ChannelDefinition<T> {
  readonly name: string;
  readonly replay: boolean;
  /** Phantom field: carries the payload type only. */
  readonly payload?: T;
}

export function defineChannel<T>(name: string, options: { replay?: boolean } = {}): ChannelDefinition<T> {
  if (!/^[a-z]+:[a-z-]+$/.test(name)) throw new Error(`Channel name must be owner:event, got ${name}`);
  return { name, replay: options.replay ?? false };
}

export interface Channel<T> {
  emit(payload: T): void;
  /** Returns the function that ends the subscription. */
  subscribe(listener: (payload: T) => void): () => void;
  /** The latest payload of a replaying channel; `undefined` before the first one or without replay. */
  latest(): T | undefined;
  readonly observable: Observable<T>;
}

export interface EventBus {
  channel<T>(definition: ChannelDefinition<T>): Channel<T>;
}

function createChannel<T>(replay: boolean): Channel<T> {
  const subject = replay ? new ReplaySubject<T>(1) : new Subject<T>();
  let latest: T | undefined;
  return {
    emit(payload) {
      if (replay) latest = payload;
      subject.next(payload);
    },
    subscribe(listener) {
      const subscription = subject.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    latest: () => latest,
    observable: subject.asObservable(),
  };
}

/** One bus per page: the shell creates it and hands it to every remote through its props. */
export function createEventBus(): EventBus {
  const channels = new Map<string, Channel<unknown>>();
  return {
    channel<T>(definition: ChannelDefinition<T>): Channel<T> {
      let channel = channels.get(definition.name) as Channel<T> | undefined;
      if (!channel) {
        channel = createChannel<T>(definition.replay);
        channels.set(definition.name, channel as Channel<unknown>);
      }
      return channel;
    },
  };
}
