import type { PopupMessage } from '../../../domain/entities/misc';

/** What callers hand to the store; only Message is required. */
export type PopupInput = {
  Message: unknown;
  Icon?: PopupMessage['Icon'];
  /** Seconds; -1 stays until closed. */
  Duration?: number;
  ToTranslate?: boolean;
  Link?: string;
  OpenLinkInNewWindow?: boolean;
  /** Skip when a message with the same original text is already shown. */
  OnlyIfUnique?: boolean;
};

export const DefaultDurationSeconds = 3;
export const LinkDurationSeconds = 10;
export const Persistent = -1;

/** An observable list of popup messages with the spec's display rules. */
export type PopupStore = {
  add: (input: PopupInput) => PopupMessage | null;
  remove: (id: string) => void;
  removeWhere: (predicate: (message: PopupMessage) => boolean) => void;
  clear: () => void;
  getSnapshot: () => readonly PopupMessage[];
  subscribe: (listener: () => void) => () => void;
};

/** Duration rules of spec 000 §9: errors persist, 3 s by default, 10 s with a link. */
export function resolveDuration(input: PopupInput): number {
  if (input.Icon === 'close') return Persistent;
  if (input.Duration !== undefined) return input.Duration;
  return input.Link ? LinkDurationSeconds : DefaultDurationSeconds;
}

/** True when more than one message stays until closed ('Close_All_Notifications' is then offered). */
export function offersCloseAll(messages: readonly PopupMessage[]): boolean {
  return messages.filter((message) => message.Duration === Persistent).length > 1;
}

/** Creates a popup store; timed messages remove themselves after their Duration. */
export function createPopupStore(): PopupStore {
  let messages: readonly PopupMessage[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const handles = new Map<string, ReturnType<typeof setTimeout>>();

  const publish = (next: readonly PopupMessage[]) => {
    messages = next;
    for (const listener of listeners) listener();
  };

  const remove = (id: string) => {
    const handle = handles.get(id);
    if (handle !== undefined) clearTimeout(handle);
    handles.delete(id);
    if (messages.some((message) => message.Id === id)) {
      publish(messages.filter((message) => message.Id !== id));
    }
  };

  const add = (input: PopupInput): PopupMessage | null => {
    // Empty or non-text messages are ignored (spec 000 §5).
    if (typeof input.Message !== 'string' || input.Message.trim() === '') return null;
    const original = input.Message;
    if (input.OnlyIfUnique && messages.some((message) => message.OriginalMessage === original)) return null;
    const message: PopupMessage = {
      Id: `popup-${nextId++}`,
      Message: original,
      Icon: input.Icon ?? 'info',
      Duration: resolveDuration(input),
      ToTranslate: input.ToTranslate ?? true,
      Link: input.Link,
      OpenLinkInNewWindow: input.OpenLinkInNewWindow ?? false,
      OriginalMessage: original,
    };
    publish([...messages, message]);
    if (message.Duration > 0) {
      handles.set(
        message.Id,
        setTimeout(() => remove(message.Id), message.Duration * 1000),
      );
    }
    return message;
  };

  return {
    add,
    remove,
    removeWhere: (predicate) => {
      for (const message of messages.filter(predicate)) remove(message.Id);
    },
    clear: () => {
      for (const message of messages) remove(message.Id);
    },
    getSnapshot: () => messages,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The application's one popup store. */
export const popups = createPopupStore();
