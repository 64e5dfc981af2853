/**
 * Web Storage that never breaks the page: storage can be missing or throw on any access (private mode,
 * sandboxed frames, blocked cookies, a full quota). Then values live in memory for this page only.
 * `getStorage` is called on every access (never at import), so a storage that appears, disappears or
 * starts throwing is handled each time. Values are strings; callers parse what they read (with zod, or a pattern where the first view reads it: token-store.ts).
 */
export interface FallbackStorage {
  read(key: string): string | undefined;
  write(key: string, value: string): void;
  remove(key: string): void;
  /** False when storage cannot be used (values then last for this page only). */
  isPersistent(): boolean;
}

export function createFallbackStorage(getStorage: () => Storage | null | undefined): FallbackStorage {
  // Values whose write to storage failed; read back when storage has nothing for the key.
  const memory = new Map<string, string>();
  const storage = (): Storage | undefined => {
    try {
      return getStorage() ?? undefined;
    } catch {
      return undefined;
    }
  };
  return {
    read(key) {
      try {
        const value = storage()?.getItem(key);
        if (typeof value === "string") return value;
      } catch {
        // memory below
      }
      return memory.get(key);
    },
    write(key, value) {
      try {
        const target = storage();
        if (target) {
          target.setItem(key, value);
          memory.delete(key);
          return;
        }
      } catch {
        // quota exceeded or storage refused: memory below
      }
      memory.set(key, value);
    },
    remove(key) {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing stored there
      }
    },
    isPersistent() {
      const target = storage();
      if (!target) return false;
      try {
        const probe = "campaign-storage-probe";
        target.setItem(probe, probe);
        target.removeItem(probe);
        return true;
      } catch {
        return false;
      }
    },
  };
}
