import { useSyncExternalStore } from "react";

// Whether the phone may keep unsent submissions (lib/offline-outbox.ts): a flag beside the
// queue, so a page opens IndexedDB (a database to create on a fresh phone, tens of milliseconds of
// main thread on a cheap one), and loads the queue's code and notices at all, only when there is
// something to send or show. Set before a submission is stored and cleared once a run leaves
// nothing, both under the outbox's lock, so a submission is never kept unflagged.

export interface KeptFlag {
  isSet(): boolean;
  set(): void;
  clear(): void;
}

/** Always set: the storage is always read (memory storage, tests). */
export const alwaysSet: KeptFlag = { isSet: () => true, set: () => {}, clear: () => {} };

const KEPT_FLAG_KEY = "offline-outbox:kept";
/** Dispatched on window when this page sets the flag (another tab's change is a "storage" event). */
const KEPT_EVENT = "offline-outbox:kept";

function isSetInStorage(): boolean {
  try {
    return localStorage.getItem(KEPT_FLAG_KEY) !== null;
  } catch {
    // The browser refuses storage: the queue is always read.
    return true;
  }
}

/** The flag in localStorage; where the browser refuses it, always set (the storage is read). */
export function localStorageFlag(): KeptFlag {
  return {
    isSet: isSetInStorage,
    set: () => {
      try {
        localStorage.setItem(KEPT_FLAG_KEY, "1");
      } catch {
        // Unavailable: isSet() is then always true.
      }
      window.dispatchEvent(new Event(KEPT_EVENT));
    },
    clear: () => {
      try {
        localStorage.removeItem(KEPT_FLAG_KEY);
      } catch {
        // Unavailable: isSet() is then always true.
      }
    },
  };
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(KEPT_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(KEPT_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** Whether the phone may keep submissions to send or show (false on the server). */
export function useSubmissionsKept(): boolean {
  return useSyncExternalStore(subscribe, isSetInStorage, () => false);
}
